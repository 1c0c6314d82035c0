import type { ResourceExtension } from '../../../resources/extensions.ts';

export const libraryExtensions: Readonly<Record<string, ResourceExtension>> = {};
