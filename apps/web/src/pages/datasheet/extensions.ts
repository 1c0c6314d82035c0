import type { ResourceExtensions } from '../../resources/extensions.ts';
import { cacheExtensions } from './cache/extensions.tsx';
import { chemicalExtensions } from './chemicals/extensions.tsx';
import { flagExtensions } from './flags/extensions.tsx';
import { libraryExtensions } from './libraries/extensions.tsx';
import { sheetExtensions } from './sheets/extensions.tsx';
import { smartExtensions } from './smart/extensions.tsx';
import { ulExtensions } from './ul/extensions.tsx';
import { xrefExtensions } from './xref/extensions.tsx';

/** The datasheet domain's additions to the generic screens: the sheets' list, the libraries', the
 * yellow cards', the certificates', the chemicals', the cross-references' and the search's. */
export const datasheetExtensions: ResourceExtensions = {
  ...libraryExtensions,
  ...sheetExtensions,
  ...ulExtensions,
  ...chemicalExtensions,
  ...cacheExtensions,
  ...xrefExtensions,
  ...smartExtensions,
  ...flagExtensions,
};
