/** Additions to the generic business-card screens: the cache list's duplicates column and check dialog. */
import { businessCardCacheResource } from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { DuplicateCell } from './DuplicateCell.tsx';
import { customerText } from './strings.ts';

export const customerExtensions: ResourceExtensions = {
  ...familyExtension(businessCardCacheResource, {
    columns: [
      {
        key: 'duplicates',
        title: { zh: customerText('zh', 'duplicates'), en: customerText('en', 'duplicates') },
        width: 150,
        after: 'name',
        render: (row, ctx) => <DuplicateCell row={row} rows={ctx.rows} />,
      },
    ],
  }),
};
