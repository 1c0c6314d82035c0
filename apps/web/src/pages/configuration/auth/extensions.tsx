import type { ResourceExtension } from '../../../resources/extensions.ts';

/** Additions of the auth screens to the generic resource screens, by resource key. */
export const authExtensions: Readonly<Record<string, ResourceExtension>> = {};
