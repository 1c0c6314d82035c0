import type { ResourceExtensions } from '../../resources/extensions.ts';
import { authExtensions } from './auth/extensions.tsx';
import { systemExtensions } from './system/extensions.tsx';

/** The configuration area's additions to the generic resource screens, by resource key. */
export const configurationExtensions: ResourceExtensions = {
  ...authExtensions,
  ...systemExtensions,
};
