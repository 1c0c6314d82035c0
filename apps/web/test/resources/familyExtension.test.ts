/**
 * A domain's additions to a family's screens see the family's rows typed from its declaration: a cell reads
 * `row.grade` as the declared field's type, and a field the declaration does not have is a compile error (the
 * `@ts-expect-error` lines below fail the type check the day they compile). At run time the extension is keyed
 * by the family, as the generic screens look it up.
 */
import { datasheetResource, type ResourceRow, savedSearchResource } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { familyExtension } from '../../src/resources/extensions.ts';

describe('familyExtension', () => {
  it('keys the extension by the family and types its rows from the declaration', () => {
    const extensions = familyExtension(savedSearchResource, {
      cells: {
        query: (row) => {
          const query: string = row.query;
          return query.toUpperCase();
        },
      },
    });
    const cell = extensions[savedSearchResource.key]?.cells?.query;
    const row = { id: 1, created_at: '', updated_at: '', query: 'pa66' } as ResourceRow;
    expect(
      cell?.(row, {
        def: savedSearchResource,
        selectedIds: [],
        rows: [],
        reload: () => {},
        clearSelection: () => {},
      }),
    ).toBe('PA66');

    familyExtension(datasheetResource, {
      // @ts-expect-error a field the datasheet declaration does not have
      rowActions: (sheet) => sheet.no_such_field,
      detailPanel: (sheet) => {
        // @ts-expect-error grade is declared text: not a number
        const grade: number = sheet.grade;
        return grade;
      },
    });
  });
});
