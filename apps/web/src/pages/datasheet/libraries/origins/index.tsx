/** The origin lists' additions: suggestion column, one-click accept and ignore, bulk mapping, quick filters. */
import { headerOriginResource, metricOriginResource, standardOriginResource } from '@console/contract';
import {
  familyExtension,
  type ResourceExtension,
  type ResourceExtensions,
} from '../../../../resources/extensions.ts';
import { libraryText } from '../strings.ts';
import { OriginToolbar } from './OriginMapDialog.tsx';
import { OriginStatusPanel, originDefaultFilters } from './OriginStatusPanel.tsx';
import {
  headerOrigins,
  metricOrigins,
  type OriginLibrary,
  type OriginRow,
  standardOrigins,
} from './originLibraries.ts';
import { IgnoreAction, SuggestionCell } from './SuggestionCell.tsx';

export function originExtension<F extends string>(
  library: OriginLibrary<F>,
): ResourceExtension<OriginRow<F>> {
  return {
    header: (ctx) => <OriginStatusPanel ctx={ctx} />,
    toolbar: (ctx) => <OriginToolbar library={library} ctx={ctx} />,
    rowActions: (row) => <IgnoreAction library={library} row={row} />,
    columns: [
      {
        key: 'suggestion',
        title: { zh: libraryText('zh', 'suggestion'), en: libraryText('en', 'suggestion') },
        width: 320,
        after: library.field,
        render: (row, ctx) => <SuggestionCell library={library} row={row} rows={ctx.rows} />,
      },
    ],
    defaultFilters: originDefaultFilters,
  };
}

export const originExtensions: ResourceExtensions = {
  ...familyExtension(headerOriginResource, originExtension(headerOrigins)),
  ...familyExtension(standardOriginResource, originExtension(standardOrigins)),
  ...familyExtension(metricOriginResource, originExtension(metricOrigins)),
};
