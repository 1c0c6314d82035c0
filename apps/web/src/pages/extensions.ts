/**
 * Every domain's additions to the generic resource screens, by family key (see resources/extensions.ts): the
 * registry App.tsx hands down, imported lazily by pages/extensionSource.ts since it brings every domain's
 * screens along. A domain removed is removed here, and nowhere in resources/.
 */
import type { ResourceExtensions } from '../resources/extensions.ts';
import { commerceExtensions } from './commerce/extensions.tsx';
import { configurationExtensions } from './configuration/extensions.tsx';
import { contentExtensions } from './content/extensions.tsx';
import { customerExtensions } from './customer/extensions.tsx';
import { datasheetExtensions } from './datasheet/extensions.ts';
import { demandExtensions } from './demand/extensions.tsx';
import { enterpriseExtensions } from './enterprise/extensions.tsx';
import { operationExtensions } from './operation/extensions.tsx';
import { paperExtensions } from './paper/extensions.tsx';
import { userExtensions } from './user/extensions.tsx';

export const resourceExtensions: ResourceExtensions = {
  ...configurationExtensions,
  ...datasheetExtensions,
  ...enterpriseExtensions,
  ...paperExtensions,
  ...contentExtensions,
  ...operationExtensions,
  ...commerceExtensions,
  ...customerExtensions,
  ...demandExtensions,
  ...userExtensions,
};
