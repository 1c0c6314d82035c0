/**
 * UL yellow cards (/datasheet/yc) and certificates (/datasheet/certification, /datasheet/v2_certification and
 * its details page) are the generic screens of their declarations; this adds their own cells, the flame-class
 * finder and validity filter, and the sheets of a card's grade below its details.
 */
import { certificationResource, yellowCardResource } from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { ValidityFilter, ValidityNotice } from './CertificateParts.tsx';
import { FlameFinder, GradeSheets, RatingTags } from './YellowCardParts.tsx';

export const ulExtensions: ResourceExtensions = {
  ...familyExtension(yellowCardResource, {
    cells: { ratings: (row) => <RatingTags rows={row.ratings} /> },
    toolbar: () => <FlameFinder />,
    detailPanel: (row) => <GradeSheets card={row} />,
  }),
  ...familyExtension(certificationResource, {
    toolbar: () => <ValidityFilter />,
    detailPanel: (row) => <ValidityNotice validTo={row.valid_to} />,
  }),
};
