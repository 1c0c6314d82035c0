import { type LocalText, retryAfter } from '../../core/messages.ts';

export const accountMessages = {
  onlySuperAdminSetsRole: {
    zh: '只有超级管理员可以设置账号类型',
    en: 'Only a super admin may set the account type',
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
