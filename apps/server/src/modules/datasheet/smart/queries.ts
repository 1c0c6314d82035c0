/**
 * Presets and saved searches store the query as the advanced search writes it into its URL: each write is
 * checked against the search's own query schema, so what is stored is always a search the page can run.
 * A saved search belongs to the admin who saved it.
 */
import { checkStoredQuery, ResultCode, savedSearchResource, searchPresetResource } from '@console/contract';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine } from '../../../engine/index.ts';

function refuseBadQuery(values: Record<string, unknown>): void {
  if (!('query' in values)) return;
  const checked = checkStoredQuery(String(values.query ?? ''));
  if (!checked.ok) {
    throw new AppError(ResultCode.invalid, {
      zh: `搜索条件无效（${checked.reason}）`,
      en: `The query is not a valid search (${checked.reason})`,
    });
  }
}

export function storedQueryHooks(engine: ResourceEngine): void {
  engine.hooks.add(searchPresetResource, {
    beforeWrite({ action, values }) {
      if (action === 'add' || action === 'update') refuseBadQuery(values);
    },
  });
  engine.hooks.add(savedSearchResource, {
    beforeWrite({ action, values, admin }) {
      if (action !== 'add' && action !== 'update') return;
      refuseBadQuery(values);
      if (action === 'add') return { owner_id: admin?.uid ?? null };
    },
  });
}
