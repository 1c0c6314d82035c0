/**
 * The search's generic screens with what their declarations cannot say: a saved search and a preset open in
 * the advanced search (their query is its URL's `q`), the presets' screen shows the search headers' order
 * above them, and a raw UL row is matched or ignored from its row.
 */
import { savedSearchResource, searchPresetResource, ulRawResource } from '@console/contract';
import { Link } from 'react-router';
import type { ResourceExtension } from '../../../resources/extensions.ts';
import { QuerySummary } from './QuerySummary.tsx';
import { advancedSearchUrl } from './routes.ts';
import { SearchHeaderOrder } from './SearchHeaderOrder.tsx';
import { useSmartT } from './strings.ts';
import { UlRowActions } from './UlMatchButton.tsx';

function OpenInSearch({ query, id, label }: { query: unknown; id: number; label: 'open' | 'openInSearch' }) {
  const t = useSmartT();
  return (
    <Link to={advancedSearchUrl(String(query ?? ''))} data-testid={`open-search-${id}`}>
      {t(label)}
    </Link>
  );
}

export const smartExtensions: Readonly<Record<string, ResourceExtension>> = {
  [savedSearchResource.key]: {
    rowActions: (row) => <OpenInSearch query={row.query} id={row.id} label="open" />,
    cells: { query: (row) => <QuerySummary text={String(row.query ?? '')} /> },
    rowActionsWidth: 60,
  },
  [searchPresetResource.key]: {
    header: () => <SearchHeaderOrder />,
    rowActions: (row) => <OpenInSearch query={row.query} id={row.id} label="openInSearch" />,
    cells: { query: (row) => <QuerySummary text={String(row.query ?? '')} /> },
    rowActionsWidth: 130,
  },
  [ulRawResource.key]: {
    rowActions: (row, ctx) => <UlRowActions row={row} reload={ctx.reload} />,
    rowActionsWidth: 110,
    defaultFilters: { status: ['waiting'] },
  },
};
