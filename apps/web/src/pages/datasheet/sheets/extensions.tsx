import type { ResourceExtension } from '../../../resources/extensions.ts';

export const sheetExtensions: Readonly<Record<string, ResourceExtension>> = {};
