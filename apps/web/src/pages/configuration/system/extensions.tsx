import type { ResourceExtension } from '../../../resources/extensions.ts';

/** Additions of the system screens to the generic resource screens, by resource key. */
export const systemExtensions: Readonly<Record<string, ResourceExtension>> = {};
