/**
 * Re-reads the logged-in admin's own layout_auth after a layout role or authority changed, so their sidebar
 * follows at once when one of their roles was the one changed (the server answers the new union).
 */
import { fetchLayoutAuth } from '../../../api/session.ts';
import { useUserStore } from '../../../stores/user.ts';

export async function refreshOwnLayoutAuth(): Promise<void> {
  try {
    useUserStore.getState().setPermittedPaths(await fetchLayoutAuth());
  } catch (error) {
    // The next login reads it anyway; the change itself is saved.
    console.error('Could not re-read the own layout authorities', error);
  }
}
