import type { ResourceExtension } from '../../resources/extensions.ts';
import { libraryExtensions } from './libraries/extensions.tsx';
import { sheetExtensions } from './sheets/extensions.tsx';

/** The datasheet domain's additions to the generic screens: the sheets' list, and the libraries'. */
export const datasheetExtensions: Readonly<Record<string, ResourceExtension>> = {
  ...libraryExtensions,
  ...sheetExtensions,
};
