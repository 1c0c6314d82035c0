/**
 * Products, supply and stock are the generic screens of their declarations; a supply offer's validity shows
 * as a certificate's does (expired, expiring soon), so an offer past its date is marked in the list.
 */
import { supplyResource } from '@console/contract';
import type { ResourceExtension } from '../../resources/extensions.ts';
import { ValidityCell } from '../datasheet/ul/CertificateParts.tsx';

export const productExtensions: Readonly<Record<string, ResourceExtension>> = {
  [supplyResource.key]: {
    cells: { valid_until: (row) => <ValidityCell validTo={row.valid_until} /> },
  },
};
