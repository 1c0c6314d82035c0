/**
 * The flagged values report (/datasheet/value_flag): the generic list of `value_flag`, by header, opening on the
 * open flags, each with a link to its sheet (published or under review), below the background judging's progress.
 */
import { FlagState, valueFlagResource } from '@console/contract';
import { Link } from 'react-router';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { cacheDetailPath } from '../cache/routes.ts';
import { sheetDetailPath } from '../sheets/routes.ts';
import { JudgingProgress } from './JudgingProgress.tsx';

export const flagExtensions: ResourceExtensions = {
  ...familyExtension(valueFlagResource, {
    cells: {
      datasheet_id: (row) =>
        row.datasheet_id ? (
          <Link to={sheetDetailPath(row.datasheet_id)} data-testid="flag-sheet-link">
            {row.$labels?.datasheet_id ?? `#${row.datasheet_id}`}
          </Link>
        ) : null,
      cache_id: (row) =>
        row.cache_id ? (
          <Link to={cacheDetailPath(row.cache_id)} data-testid="flag-cache-link">
            {row.$labels?.cache_id ?? `#${row.cache_id}`}
          </Link>
        ) : null,
    },
    defaultFilters: { state: [FlagState.open] },
    header: () => <JudgingProgress />,
  }),
};
