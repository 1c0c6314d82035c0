/**
 * Texts of the system screens (menu records, tags, cache rules), in both languages. Kept here rather than in
 * the shared catalogue: only these screens use them. Read with `useSystemStrings()`.
 */
import { useLocaleStore } from '../../../stores/locale.ts';

const zh = {
  // Icon picker (menu records)
  iconPlaceholder: '搜索图标名称',
  iconNone: '无图标',
  iconUnknown: (name: string) => `未知图标 ${name}（侧边栏将沿用默认图标）`,

  // Tags: bulk bind
  bulkBind: '批量绑定',
  bulkBindHint: '请先勾选要绑定的标签',
  bindTitle: '批量绑定标签',
  bindTags: (n: number) => `已选标签（${n}）`,
  targetType: '对象类型',
  targetTypeRequired: '请选择对象类型',
  targetIds: '对象 ID',
  targetIdsHelp: (max: number) => `多个 ID 用逗号、空格或换行分隔，最多 ${max} 个`,
  targetIdsPlaceholder: '例如：1001, 1002, 1003',
  targetIdsRequired: '请填写对象 ID',
  targetIdsInvalid: (bad: string) => `不是正整数：${bad}`,
  targetIdsTooMany: (max: number) => `最多 ${max} 个对象 ID`,
  targetIdsCount: (n: number) => `共 ${n} 个对象`,
  bindSubmit: '绑定',
  bound: (n: number) => `新增 ${n} 条绑定（已存在的绑定不重复添加）`,

  // Tags: copy a company's tags to a user
  copyCompany: '复制企业标签到用户',
  copyTitle: '复制企业标签到用户',
  copyHint: '把企业已绑定的全部标签复制给一个用户，用户已有的标签不会重复添加。',
  companyId: '企业 ID',
  companyIdRequired: '请填写企业 ID',
  userId: '用户 ID',
  userIdRequired: '请填写用户 ID',
  copySubmit: '复制',
  copied: (n: number) => `已复制 ${n} 个标签到该用户`,
  nothingCopied: '没有复制任何标签：该企业没有标签，或用户已拥有这些标签',

  // Tags: bindings of one tag
  bindings: '绑定',
  bindingsTitle: (name: string) => `标签「${name}」的绑定`,
  bindingsTotal: (n: number) => `共 ${n} 条绑定`,
  noBindings: '该标签还没有绑定任何对象',
  unbind: '解绑',
  unbindConfirm: '确定解绑该对象？',
  unbound: '已解绑',

  // Cache rules
  rowTags: '标签',
  rowTagsEmpty: '暂无标签',
  rowTagAdd: '添加标签',
  rowTagRemove: '移除标签',

  personalDataViews: '个人信息查看记录',
  accessLog: '访问日志',
  personalDataViewsHow: '谁在何时、何处（列表、详情、导出）看到了哪些用户的联系方式：另见',
  accessLogHow: '每一次接口请求的记录。查看联系方式另有记录：',

  rulesHowTitle: '规则如何生效',
  rulesHow:
    '服务器缓存一个键时，采用与它匹配的最具体的规则：启用的规则决定有效期（0 为不过期），停用的规则表示不缓存、每次重新计算；没有规则匹配时使用程序的默认有效期。修改规则后立即生效（多台服务器时其余几秒内生效）；已缓存的键保持原有效期，删除分组可让新规则马上用于它们。',
  viewKeys: '查看键',
  keysTitle: (pattern: string) => `缓存键：${pattern}`,
  keyColumn: '键',
  ttlColumn: '剩余有效期',
  noExpiry: '不过期',
  ttlSeconds: (n: number) => `${n} 秒`,
  keysCount: (n: number) => `共 ${n} 个键`,
  keysListed: (n: number) => `已列出 ${n} 个键`,
  keysTruncated: (n: number) => `匹配的键多于 ${n} 个，只列出了前 ${n} 个`,
  keysAtMost: (n: number) => `最多列出 ${n} 个键；请用更具体的键模式查看其余的键`,
  showMore: '列出更多',
  noKeys: '没有匹配的缓存键',
  deleteGroup: '删除分组',
  deleteGroupConfirm: (pattern: string) => `删除所有匹配「${pattern}」的缓存键？`,
  deleteGroupHint: '被删除的数据会在下次使用时重新计算；规则本身保留。',
  deletedKeys: (n: number) => `已删除 ${n} 个缓存键`,
  refresh: '刷新',
};

type SystemStrings = typeof zh;

const en: SystemStrings = {
  iconPlaceholder: 'Search icon names',
  iconNone: 'No icon',
  iconUnknown: (name: string) => `Unknown icon ${name} (the sidebar keeps the default icon)`,

  bulkBind: 'Bind in bulk',
  bulkBindHint: 'Tick the tags to bind first',
  bindTitle: 'Bind tags in bulk',
  bindTags: (n: number) => `Selected tags (${n})`,
  targetType: 'Target type',
  targetTypeRequired: 'Choose the target type',
  targetIds: 'Target ids',
  targetIdsHelp: (max: number) => `Separate ids with commas, spaces or new lines; at most ${max}`,
  targetIdsPlaceholder: 'e.g. 1001, 1002, 1003',
  targetIdsRequired: 'Enter the target ids',
  targetIdsInvalid: (bad: string) => `Not a positive whole number: ${bad}`,
  targetIdsTooMany: (max: number) => `At most ${max} target ids`,
  targetIdsCount: (n: number) => `${n} target(s)`,
  bindSubmit: 'Bind',
  bound: (n: number) => `${n} new binding(s) added (existing ones are not repeated)`,

  copyCompany: 'Copy company tags to a user',
  copyTitle: 'Copy company tags to a user',
  copyHint: "Copies every tag bound to the company onto a user; tags the user already has aren't repeated.",
  companyId: 'Company id',
  companyIdRequired: 'Enter the company id',
  userId: 'User id',
  userIdRequired: 'Enter the user id',
  copySubmit: 'Copy',
  copied: (n: number) => `${n} tag(s) copied to the user`,
  nothingCopied: 'Nothing copied: the company has no tags, or the user already has them',

  bindings: 'Bindings',
  bindingsTitle: (name: string) => `Bindings of tag "${name}"`,
  bindingsTotal: (n: number) => `${n} binding(s)`,
  noBindings: 'This tag is not bound to anything yet',
  unbind: 'Unbind',
  unbindConfirm: 'Unbind this target?',
  unbound: 'Unbound',

  rowTags: 'Tags',
  rowTagsEmpty: 'No tags yet',
  rowTagAdd: 'Add a tag',
  rowTagRemove: 'Remove the tag',

  personalDataViews: 'Personal data views',
  accessLog: 'Access log',
  personalDataViewsHow: 'Who saw whose contact data, when and where (list, detail, export). See also',
  accessLogHow: 'Every API request. Views of contact data are recorded apart:',

  rulesHowTitle: 'How the rules apply',
  rulesHow:
    'When the server caches a key, the most specific rule matching it decides: an enabled rule sets how long the key is kept (0: no expiry), a disabled one means the key is not cached and is computed each time; with no matching rule the program’s default applies. An edit applies at once (within seconds on other servers); keys already cached keep their lifetime, so delete the group to apply the new rule to them now.',
  viewKeys: 'Keys',
  keysTitle: (pattern: string) => `Cache keys: ${pattern}`,
  keyColumn: 'Key',
  ttlColumn: 'Time left',
  noExpiry: 'No expiry',
  ttlSeconds: (n: number) => `${n} s`,
  keysCount: (n: number) => `${n} key(s)`,
  keysListed: (n: number) => `${n} keys listed`,
  keysTruncated: (n: number) => `More than ${n} keys match; only the first ${n} are listed`,
  keysAtMost: (n: number) => `At most ${n} keys are listed; use a narrower pattern to see the others`,
  showMore: 'List more',
  noKeys: 'No cache key matches',
  deleteGroup: 'Delete group',
  deleteGroupConfirm: (pattern: string) => `Delete every cache key matching "${pattern}"?`,
  deleteGroupHint: 'The deleted data is computed again when next used; the rule itself stays.',
  deletedKeys: (n: number) => `${n} cache key(s) deleted`,
  refresh: 'Refresh',
};

const catalogues: Record<'zh' | 'en', SystemStrings> = { zh, en };

/** The texts in the chosen language; re-renders when it changes. */
export function useSystemStrings(): SystemStrings {
  return catalogues[useLocaleStore((s) => s.locale)];
}
