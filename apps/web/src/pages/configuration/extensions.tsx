import type { ResourceExtension } from '../../resources/extensions.ts';

/** The configuration area's additions to the generic resource screens, by resource key. */
export const resourceExtensions: Readonly<Record<string, ResourceExtension>> = {};
