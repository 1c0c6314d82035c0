/**
 * Lists fit at 1440 px (issue 35): a row shows at most three actions, the rest under 更多 with the dangerous
 * ones last; columns take the room their kind needs, never less than their header.
 */
import { demandResource, newsResource, type ResourceDef } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { fieldColumnWidth, fitColumns } from '../../src/resources/list/columns.tsx';
import { actionColumnWidth, foldActions, linkTextWidth } from '../../src/resources/list/rowActions.tsx';

const act = (key: string, danger = false) => ({ key, danger });

describe('row actions folded under 更多', () => {
  it('keeps up to three inline, dangerous ones last', () => {
    const three = foldActions([act('delete', true), act('view'), act('edit')], 3);
    expect(three.inline.map((a) => a.key)).toEqual(['view', 'edit', 'delete']);
    expect(three.folded).toEqual([]);
  });

  it('folds the rest when more than three, 更多 taking the last place, the dangerous ones at its end', () => {
    const many = foldActions(
      [act('view'), act('edit'), act('reject', true), act('approve'), act('delete', true)],
      3,
    );
    expect(many.inline.map((a) => a.key)).toEqual(['view', 'edit']);
    expect(many.folded.map((a) => a.key)).toEqual(['approve', 'reject', 'delete']);
    // A family's own action takes a place: only one generic one stays inline beside it and 更多.
    expect(foldActions([act('view'), act('edit'), act('delete', true)], 2).inline.map((a) => a.key)).toEqual([
      'view',
    ]);
  });

  it('sizes the action column for the links a row can show, not for every action', () => {
    const labels = [
      { label: '查看' },
      { label: '编辑' },
      { label: '审核通过' },
      { label: '删除', danger: true },
    ];
    const folded = actionColumnWidth(labels, 'zh');
    const all = actionColumnWidth(labels.slice(0, 3), 'zh');
    // Two widest labels and 更多 when four actions fold; the three labels when they fit.
    expect(folded).toBeLessThan(linkTextWidth('查看编辑审核通过删除') + 4 * 12 + 24);
    expect(all).toBe(24 + linkTextWidth('查看') + linkTextWidth('编辑') + linkTextWidth('审核通过') + 3 * 12);
  });
});

describe('column widths from the field kinds', () => {
  const demand = demandResource as ResourceDef;
  const news = newsResource as ResourceDef;
  const field = (def: ResourceDef, name: string) => {
    const found = def.fields.find((f) => f.name === name);
    if (!found) throw new Error(name);
    return found;
  };

  it('gives a status its longest tag and a name more room than another text', () => {
    const status = field(news, 'status');
    const longest = Math.max(
      ...(status.kind === 'enum' ? status.options.map((o) => linkTextWidth(o.label.zh)) : [0]),
    );
    expect(fieldColumnWidth(news, status, 'zh')).toBeGreaterThanOrEqual(longest + 24 + 16);
    expect(fieldColumnWidth(demand, field(demand, 'title'), 'zh')).toBeGreaterThan(
      fieldColumnWidth(demand, field(demand, 'material'), 'zh'),
    );
  });

  it('never makes a column narrower than its header', () => {
    for (const f of demand.fields) {
      expect(fieldColumnWidth(demand, f, 'en')).toBeGreaterThanOrEqual(linkTextWidth(f.label.en) + 16);
    }
  });
});

describe('columns fitted to the table', () => {
  it('shrinks the texts in proportion to what they can spare before the table scrolls', () => {
    const columns = [
      { key: 'name', width: 220, shrinkTo: 100 },
      { key: 'status', width: 100 },
      { key: 'note', width: 160, shrinkTo: 100 },
    ];
    const fitted = fitColumns(columns, 420);
    expect(fitted.map((c) => c.width)).toEqual([180, 100, 140]);
    // Never below their floor: past it the table scrolls.
    expect(fitColumns(columns, 100).map((c) => c.width)).toEqual([100, 100, 100]);
    // Room enough: nothing moves.
    expect(fitColumns(columns, 1000)).toEqual(columns);
  });
});
