/**
 * Pages read their rows typed from the family's declaration as the extensions do: the typed reads
 * (`fetchRow`, `useResourceList` …) hand a page `RowOf<typeof def>`, a page's pure readers take it, and a
 * component several families share names the fields it reads. A field the declaration does not have (a renamed
 * field's old name) is a compile error at each of these places: the `@ts-expect-error` lines fail the type
 * check the day they compile.
 */
import {
  type datasheetResource,
  type groupResource,
  metricOriginResource,
  type metricResource,
  type RowOf,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { originExtension } from '../../src/pages/datasheet/libraries/origins/index.tsx';
import { headerOrigins, metricOrigins } from '../../src/pages/datasheet/libraries/origins/originLibraries.ts';
import { metricUnit } from '../../src/pages/datasheet/libraries/transform/conversionTable.ts';
import { copyOf } from '../../src/pages/datasheet/sheets/editor/editorModel.ts';
import { LocationPreview } from '../../src/pages/enterprise/LocationPreview.tsx';
import type { fetchRow, useResourceList } from '../../src/resources/api.ts';
import { familyExtension } from '../../src/resources/extensions.ts';

/** A sheet as the detail page reads it (`useResourceRow(sheetDef, id)` answers the same). */
type SheetDetail = Awaited<ReturnType<typeof fetchRow<typeof datasheetResource>>>;
/** A row of the metric list as the conversion table's page reads it. */
type MetricListRow = NonNullable<
  ReturnType<typeof useResourceList<typeof metricResource>>['data']
>['list'][number];

const sheet = {
  id: 7,
  created_at: '',
  updated_at: '',
  dsno: 'DS00000007',
  grade: 'A3WG6',
  status: 1,
  fillers: [{ id: 70, filler_id: 1, percent: 30 }],
  properties: [],
} as unknown as SheetDetail;

const psi = {
  id: 2,
  created_at: '',
  updated_at: '',
  symbol: 'psi',
  code: 'psi',
  quantity: 'stress',
  factor: 0.00689475729,
  offset: 0,
} as unknown as MetricListRow;

describe('rows a page reads', () => {
  it('are typed from the declaration: a detail, a list page, a page’s pure reader', () => {
    const title = (row: SheetDetail) => {
      const grade: string = row.grade;
      // @ts-expect-error a renamed field's old name: the datasheet declares `grade`, not `grade_name`
      const renamed: unknown = row.grade_name;
      return renamed === undefined ? `${grade} ${row.dsno}` : '';
    };
    expect(title(sheet)).toBe('A3WG6 DS00000007');

    const copy = copyOf(sheet, (grade) => `${grade} (copy)`);
    expect(copy.grade).toBe('A3WG6 (copy)');
    expect(copy.fillers).toEqual([{ filler_id: 1, percent: 30 }]);

    const factor: number = psi.factor;
    expect(metricUnit(psi)).toMatchObject({ symbol: 'psi', quantity: 'stress', factor });
    // @ts-expect-error a list row has the declared fields only: the metric declares `factor`
    expect(psi.ratio).toBeUndefined();
    // @ts-expect-error the conversion table reads metric rows, not a sheet's
    expect(() => metricUnit(sheet)).not.toThrow();
  });

  it('of several families are named by the shared components reading them', () => {
    const preview = (group: RowOf<typeof groupResource>) => (
      // @ts-expect-error a group declares no location: the preview reads latitude, longitude and address
      <LocationPreview row={group} />
    );
    expect(preview).toBeTypeOf('function');

    const origins = familyExtension(metricOriginResource, originExtension(metricOrigins));
    expect(origins[metricOriginResource.key]?.columns?.[0]?.after).toBe('metric_id');
    // @ts-expect-error a metric origin maps to its metric (`metric_id`), not to a header (`header_id`)
    familyExtension(metricOriginResource, originExtension(headerOrigins));
  });
});
