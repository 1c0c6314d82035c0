/**
 * UL yellow cards (/datasheet/yc) and certificates (/datasheet/certification, /datasheet/v2_certification and
 * its details page) are the generic screens of their declarations; this adds their own cells, the flame-class
 * finder and validity filter, and the sheets of a card's grade below its details.
 */
import { certificationResource, yellowCardResource } from '@console/contract';
import type { ResourceExtension } from '../../../resources/extensions.ts';
import { ValidityFilter, ValidityNotice } from './CertificateParts.tsx';
import { FlameFinder, GradeSheets, RatingTags } from './YellowCardParts.tsx';

export const ulExtensions: Readonly<Record<string, ResourceExtension>> = {
  [yellowCardResource.key]: {
    cells: { ratings: (row) => <RatingTags rows={row.ratings} /> },
    toolbar: () => <FlameFinder />,
    detailPanel: (row) => <GradeSheets card={row} />,
  },
  [certificationResource.key]: {
    toolbar: () => <ValidityFilter />,
    detailPanel: (row) => <ValidityNotice validTo={row.valid_to} />,
  },
};
