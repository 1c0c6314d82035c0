/** The calls of the personal center: one's own password and avatar (apps/server/src/modules/admin-accounts). */
import { apiPaths } from '@console/contract';
import { request } from '../../api/request.ts';
import { fetchUserInfo } from '../../api/session.ts';
import { useUserStore } from '../../stores/user.ts';

/**
 * Length rules of a new password, as the server enforces them (admin-accounts `password`: 8 to 128 characters);
 * checked here first so the admin sees them next to the field.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The page shows the server's refusal (a wrong current password) next to the field itself. */
export function updatePassword(body: { old_password: string; new_password: string }): Promise<null> {
  return request<null>(apiPaths.passwordUpdate, { body, handleError: false });
}

export function updateAvatar(avatar: string): Promise<unknown> {
  return request<unknown>(apiPaths.avatarUpdate, { body: { avatar } });
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
