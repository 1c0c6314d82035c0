/**
 * The quick filters above an origin list: waiting (the screen's default), mapped, ignored, all — each with its
 * count, so the backlog is visible at a glance. They set the list's own status filter (kept in the URL).
 */
import { OriginStatus, originStatusOptions, type ResourceDef } from '@console/contract';
import { Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { useQueries } from '../../../../api/queries.ts';
import { familyKey, fetchList } from '../../../../resources/api.ts';
import type { ResourceScreenContext } from '../../../../resources/extensions.ts';
import { type DefaultFilters, parseListQuery, toSearchParams } from '../../../../resources/listQuery.ts';
import { useLibraryT } from '../strings.ts';

/** The origin screens open on the rows still waiting for a mapping. */
export const originDefaultFilters: DefaultFilters = { status: [OriginStatus.unmapped] };

const ALL = 'all';
type Choice = number | typeof ALL;
const statuses = originStatusOptions.map((o) => Number(o.value));

/** Which quick filter the list's status filter is, if it is one of them. Pure. */
export function quickFilterOf(status: unknown): Choice | undefined {
  if (status === undefined) return ALL;
  if (Array.isArray(status) && status.length === 1 && statuses.includes(Number(status[0]))) {
    return Number(status[0]);
  }
  if (Array.isArray(status) && statuses.every((s) => status.map(Number).includes(s))) return ALL;
  return undefined;
}

/** How many rows each status has (whatever the other filters): a one-row page each, its total read. */
function useStatusCounts(def: ResourceDef) {
  const results = useQueries({
    queries: [...statuses, ALL].map((status) => ({
      queryKey: [...familyKey(def), 'status-count', status],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchList(def, { page: 1, size: 1, ...(status === ALL ? {} : { status }) }, signal),
      staleTime: 10_000,
    })),
  });
  return new Map([...statuses, ALL].map((status, i) => [status, results[i]?.data?.total]));
}

export function OriginStatusPanel({ ctx }: { ctx: Pick<ResourceScreenContext, 'def' | 'clearSelection'> }) {
  const t = useLibraryT();
  const { def } = ctx;
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(def, params, originDefaultFilters);
  const current = quickFilterOf(query.filters.status);
  const counts = useStatusCounts(def);
  const names: Record<string, string> = {
    [OriginStatus.unmapped]: t('statusUnmapped'),
    [OriginStatus.mapped]: t('statusMapped'),
    [OriginStatus.ignored]: t('statusIgnored'),
    [ALL]: t('statusAll'),
  };
  const choose = (choice: Choice) => {
    const { status: _dropped, ...others } = query.filters;
    const filters = choice === ALL ? others : { ...others, status: [choice] };
    ctx.clearSelection();
    setParams(toSearchParams(def, { ...query, filters, page: 1 }, originDefaultFilters));
  };
  return (
    <Segmented<string>
      // A status filter none of these names (two statuses ticked in the form) marks no quick filter.
      value={current === undefined ? '' : String(current)}
      onChange={(value) => choose(value === ALL ? ALL : Number(value))}
      data-testid="origin-quick-filter"
      options={[...statuses, ALL].map((status) => {
        const n = counts.get(status);
        return {
          value: String(status),
          label: (
            <span data-testid={`origin-quick-${status}`}>
              {names[String(status)]}
              {n === undefined ? '' : ` ${n}`}
            </span>
          ),
        };
      })}
    />
  );
}
