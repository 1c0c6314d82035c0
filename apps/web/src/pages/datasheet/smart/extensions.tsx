/**
 * The search's generic screens with what their declarations cannot say: a saved search and a preset open in
 * the advanced search (their query is its URL's `q`), the presets' screen shows the search headers' order
 * above them, and a raw UL row is matched or ignored from its row.
 */
import { savedSearchResource, searchPresetResource, ulRawResource } from '@console/contract';
import { Link } from 'react-router';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { QuerySummary } from './QuerySummary.tsx';
import { advancedSearchUrl } from './routes.ts';
import { SearchHeaderOrder } from './SearchHeaderOrder.tsx';
import { useSmartT } from './strings.ts';
import { UlRowActions } from './UlMatchButton.tsx';

function OpenInSearch({ query, id, label }: { query: string; id: number; label: 'open' | 'openInSearch' }) {
  const t = useSmartT();
  return (
    <Link to={advancedSearchUrl(query)} data-testid={`open-search-${id}`}>
      {t(label)}
    </Link>
  );
}

export const smartExtensions: ResourceExtensions = {
  ...familyExtension(savedSearchResource, {
    rowActions: (row) => <OpenInSearch query={row.query} id={row.id} label="open" />,
    cells: { query: (row) => <QuerySummary text={row.query} /> },
    rowActionsWidth: 60,
  }),
  ...familyExtension(searchPresetResource, {
    header: () => <SearchHeaderOrder />,
    rowActions: (row) => <OpenInSearch query={row.query} id={row.id} label="openInSearch" />,
    cells: { query: (row) => <QuerySummary text={row.query} /> },
    rowActionsWidth: 130,
  }),
  ...familyExtension(ulRawResource, {
    rowActions: (row, ctx) => <UlRowActions row={row} reload={ctx.reload} />,
    rowActionsWidth: 110,
    defaultFilters: { status: ['waiting'] },
  }),
};
