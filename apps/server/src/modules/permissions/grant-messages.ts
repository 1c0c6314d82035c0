/**
 * The words of the grant rule's refusals (grants.ts). Each says which change was asked for and why it was
 * refused, so the admin sees what to ask a super admin for instead of a bare 无权限.
 */
import type { LocalText } from '../../core/messages.ts';

/** How the messages name one kind of grant: API roles over calls, layout roles over route paths. */
export interface GrantWords {
  role: LocalText;
  authorities: LocalText;
}

/** At most this many names in one message, then "and N more". */
const NAMED = 3;

function listed(names: readonly string[]): LocalText {
  const shown = names.slice(0, NAMED).join(', ');
  const more = names.length - NAMED;
  return more > 0
    ? { zh: `${shown} 等 ${names.length} 项`, en: `${shown} and ${more} more` }
    : { zh: shown, en: shown };
}

const quoted = (names: readonly string[]) => ({
  zh: names.map((name) => `「${name}」`).join('、'),
  en: names.map((name) => `"${name}"`).join(', '),
});

/** `无权限：<call>被拒绝：<why>`, the one shape of every refusal of the rule. */
export function grantRefusal(call: LocalText, why: LocalText): LocalText {
  return { zh: `无权限：${call.zh}被拒绝：${why.zh}`, en: `No permission: ${call.en} refused: ${why.en}` };
}

export const grantCalls = {
  bindRoles: (words: GrantWords, roles: readonly string[], target: string): LocalText => ({
    zh: `为管理员「${target}」绑定${words.role.zh}${quoted(roles).zh}`,
    en: `binding the ${words.role.en} ${quoted(roles).en} to admin "${target}"`,
  }),
  addAdmin: (words: GrantWords, roles: readonly string[], target: string): LocalText => ({
    zh: `新增管理员「${target}」并绑定${words.role.zh}${quoted(roles).zh}`,
    en: `adding admin "${target}" with the ${words.role.en} ${quoted(roles).en}`,
  }),
  growRole: (words: GrantWords, role: string): LocalText => ({
    zh: `给${words.role.zh}「${role}」增加${words.authorities.zh}`,
    en: `adding ${words.authorities.en} to the ${words.role.en} "${role}"`,
  }),
  addRole: (words: GrantWords, role: string): LocalText => ({
    zh: `新增带${words.authorities.zh}的${words.role.zh}「${role}」`,
    en: `adding the ${words.role.en} "${role}" with ${words.authorities.en}`,
  }),
  giveAuthority: (words: GrantWords, authority: string, roles: readonly string[]): LocalText => ({
    zh: `把${words.authorities.zh}「${authority}」给予${words.role.zh}${quoted(roles).zh}`,
    en: `giving "${authority}" to the ${words.role.en} ${quoted(roles).en}`,
  }),
  switchAuthority: (authority: string): LocalText => ({
    zh: `修改接口「${authority}」的登录或鉴权要求`,
    en: `changing the login or permission requirement of "${authority}"`,
  }),
};

/** The calls acting on an admin account, as the account rule (account-rule.ts) names them. */
export const accountCalls = {
  edit: (target: { username: string }): LocalText => ({
    zh: `修改管理员「${target.username}」`,
    en: `editing admin "${target.username}"`,
  }),
  bind: (words: GrantWords, target: string): LocalText => ({
    zh: `修改管理员「${target}」的${words.role.zh}`,
    en: `changing the ${words.role.en}s of admin "${target}"`,
  }),
  enable: (target: { username: string }): LocalText => ({
    zh: `启用管理员「${target.username}」`,
    en: `enabling admin "${target.username}"`,
  }),
  disable: (target: { username: string }): LocalText => ({
    zh: `停用管理员「${target.username}」`,
    en: `disabling admin "${target.username}"`,
  }),
  resetPassword: (target: { username: string }): LocalText => ({
    zh: `重置管理员「${target.username}」的密码`,
    en: `resetting the password of admin "${target.username}"`,
  }),
};

export const accountReasons = {
  superAdmin: {
    zh: '该账号是超级管理员，只有超级管理员可以操作',
    en: 'it is a super admin account, which only a super admin may act on',
  },
  richer: (words: GrantWords, beyond: readonly string[]): LocalText => ({
    zh: `该账号持有你自己未持有的${words.authorities.zh}：${listed(beyond).zh}，操作它就能取得这些权限`,
    en: `it holds ${words.authorities.en} you do not hold yourself: ${listed(beyond).en}; acting on it would gain them`,
  }),
};

export const grantReasons = {
  self: {
    zh: '不能给自己的账号绑定角色，授权不能扩大自己的权限',
    en: 'no admin binds roles to its own account: grants cannot grow themselves',
  },
  ownRole: (words: GrantWords): LocalText => ({
    zh: `你自己持有该${words.role.zh}，给它增加权限就是扩大自己的权限`,
    en: `you hold this ${words.role.en} yourself, so adding to it would grow your own grants`,
  }),
  notHeld: (words: GrantWords, missing: readonly string[]): LocalText => ({
    zh: `其中有你自己未持有的${words.authorities.zh}：${listed(missing).zh}`,
    en: `it grants ${words.authorities.en} you do not hold yourself: ${listed(missing).en}`,
  }),
  switchesSuperOnly: {
    zh: '只有超级管理员可以修改接口的登录与鉴权开关（关闭后任何登录的管理员都能调用）',
    en: 'only a super admin may switch who may call an API (switched off, any signed-in admin may call it)',
  },
  authorityNotHeld: (words: GrantWords): LocalText => ({
    zh: `你自己未持有该${words.authorities.zh}`,
    en: `you do not hold it yourself (${words.authorities.en})`,
  }),
};
