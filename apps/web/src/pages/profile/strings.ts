/** Texts of the personal center (`/profile`), in both languages. Read with `useProfileStrings()`. */
import { useLocaleStore } from '../../stores/locale.ts';

const zh = {
  account: '账号信息',
  username: '用户名',
  name: '姓名',
  role: '账号类型',
  avatar: '头像',
  changeAvatar: '更换头像',
  removeAvatar: '恢复默认头像',
  avatarHint: (types: readonly string[]) => `支持 ${types.join('、')} 格式的图片`,
  avatarWrongType: '请选择 PNG、JPG、GIF 或 WebP 图片',
  avatarUpdated: '头像已更新',
  avatarRemoved: '已恢复默认头像',
  password: '修改密码',
  passwordHint: '修改后，本账号在其他设备或浏览器上的登录会退出；当前页面保持登录。',
  oldPassword: '原密码',
  oldPasswordRequired: '请输入原密码',
  newPassword: '新密码',
  newPasswordRequired: '请输入新密码',
  newPasswordMin: (n: number) => `新密码至少 ${n} 个字符`,
  newPasswordMax: (n: number) => `新密码最多 ${n} 个字符`,
  newPasswordSame: '新密码不能与原密码相同',
  confirmPassword: '确认新密码',
  confirmPasswordRequired: '请再次输入新密码',
  confirmPasswordMismatch: '两次输入的新密码不一致',
  passwordSubmit: '修改密码',
  passwordChanged: '密码已修改',
};

type ProfileStrings = typeof zh;

const en: ProfileStrings = {
  account: 'Account',
  username: 'Username',
  name: 'Name',
  role: 'Account type',
  avatar: 'Avatar',
  changeAvatar: 'Change avatar',
  removeAvatar: 'Use the default avatar',
  avatarHint: (types: readonly string[]) => `${types.join(', ')} images`,
  avatarWrongType: 'Choose a PNG, JPG, GIF or WebP image',
  avatarUpdated: 'Avatar updated',
  avatarRemoved: 'The default avatar is used again',
  password: 'Change password',
  passwordHint:
    'Afterwards this account is logged out on other devices and browsers; this page stays logged in.',
  oldPassword: 'Current password',
  oldPasswordRequired: 'Enter the current password',
  newPassword: 'New password',
  newPasswordRequired: 'Enter a new password',
  newPasswordMin: (n: number) => `At least ${n} characters`,
  newPasswordMax: (n: number) => `At most ${n} characters`,
  newPasswordSame: 'The new password must differ from the current one',
  confirmPassword: 'Confirm the new password',
  confirmPasswordRequired: 'Enter the new password again',
  confirmPasswordMismatch: 'The two new passwords differ',
  passwordSubmit: 'Change password',
  passwordChanged: 'Password changed',
};

const catalogues: Record<'zh' | 'en', ProfileStrings> = { zh, en };

/** The texts in the chosen language; re-renders when it changes. */
export function useProfileStrings(): ProfileStrings {
  return catalogues[useLocaleStore((s) => s.locale)];
}
