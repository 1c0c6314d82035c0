/** Every domain's additions to the generic resource screens, by family key (see resources/extensions.ts). */
import type { ResourceExtension } from '../resources/extensions.ts';
import { commerceExtensions } from './commerce/extensions.tsx';
import { configurationExtensions } from './configuration/extensions.tsx';
import { customerExtensions } from './customer/extensions.tsx';
import { datasheetExtensions } from './datasheet/extensions.ts';
import { enterpriseExtensions } from './enterprise/extensions.tsx';
import { paperExtensions } from './paper/extensions.tsx';

export const resourceExtensions: Readonly<Record<string, ResourceExtension>> = {
  ...configurationExtensions,
  ...datasheetExtensions,
  ...enterpriseExtensions,
  ...paperExtensions,
  ...commerceExtensions,
  ...customerExtensions,
};
