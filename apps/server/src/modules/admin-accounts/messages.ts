import { type LocalText, retryAfter } from '../../http/messages.ts';

export const accountMessages = {
  onlySuperAdminSetsRole: {
    zh: '只有超级管理员可以设置账号类型',
    en: 'Only a super admin may set the account type',
  },
  superAdminGuarded: {
    zh: '无权限：超级管理员账号只能由超级管理员修改、停用或删除',
    en: 'No permission: only a super admin may change, disable or delete a super admin account',
  },
  superAdminPasswordGuarded: {
    zh: '无权限：只有超级管理员可以重置超级管理员的密码',
    en: 'No permission: only a super admin may reset the password of a super admin',
  },
  cannotDisableSelf: { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  cannotChangeOwnRole: { zh: '不能修改自己的账号类型', en: 'You cannot change your own account type' },
  wrongOldPassword: { zh: '原密码不正确', en: 'The current password is not correct' },
  passwordThrottled: (waitMs: number): LocalText => {
    const wait = retryAfter(waitMs);
    return {
      zh: `密码错误次数过多，请 ${wait.zh}后再试`,
      en: `Too many wrong passwords; try again in ${wait.en}`,
    };
  },
  noSuchAdmin: (id: number): LocalText => ({ zh: `管理员不存在（ID ${id}）`, en: `No admin with id ${id}` }),
} as const;
