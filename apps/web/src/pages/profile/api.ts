/** The calls of the personal center: one's own password and avatar (apps/server/src/modules/admin-accounts). */
import { adminEndpoints, adminPassword, type PasswordUpdateBody } from '@console/contract';
import { call } from '../../api/call.ts';
import { fetchUserInfo } from '../../api/session.ts';
import { useUserStore } from '../../stores/user.ts';

/**
 * Length rules of a new password, as the server enforces them (the contract's `adminPassword`); checked here
 * first so the admin sees them next to the field.
 */
export const PASSWORD_MIN = adminPassword.minLength ?? 8;
export const PASSWORD_MAX = adminPassword.maxLength ?? 128;

/** The page shows the server's refusal (a wrong current password) next to the field itself. */
export function updatePassword(body: PasswordUpdateBody): Promise<null> {
  return call(adminEndpoints.passwordUpdate, body, { handleError: false });
}

export function updateAvatar(avatar: string) {
  return call(adminEndpoints.avatarUpdate, { avatar });
}

/**
 * Reads the current admin again into the user store, so everything showing it (the navbar avatar and name)
 * follows at once; when that read fails, the value just saved is applied as it is.
 */
export async function refreshCurrentUser(saved: { avatar?: string }): Promise<void> {
  const store = useUserStore.getState();
  try {
    store.setProfile(await fetchUserInfo());
  } catch (error) {
    console.error('Could not reload the current admin; applying the saved values', error);
    if (store.uid !== null) store.setProfile({ uid: store.uid, ...saved });
  }
}
