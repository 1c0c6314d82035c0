/**
 * The declared counts as the engine reads them: the console's three, each naming a reference of the counted
 * family to its holder; a count misdeclared (its reference pointing elsewhere) is refused loudly; the web app's
 * and the engine's rule for which rows count, and which families a change of rows reaches.
 */
import {
  companyResource,
  countField,
  countsRow,
  familiesCounting,
  type ResourceDef,
  resources,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { allCounts, countHooksOf } from '../../src/engine/counts.ts';
import { addFamily } from '../../src/engine/families.ts';

describe('declared counts', () => {
  it('are the families’ own, each once, each a reference of the counted family to its holder', () => {
    const counts = allCounts().map(
      (c) => `${c.holder.key}.${c.field} ← ${c.countOf.family}.${c.countOf.via}`,
    );
    // Each domain adds its own; these three are the first, each naming a reference of the counted family.
    expect(counts).toEqual(
      expect.arrayContaining([
        'company.waiting_requests ← network_expansion_service.company_id',
        'purchase_requirement.quote_count ← price_quote.requirement_id',
        'questionnaire.answer_count ← questionnaire_answer.questionnaire_id',
      ]),
    );
    expect(new Set(counts).size).toBe(counts.length);
    expect(countHooksOf('questionnaire_answer')).toHaveLength(1);
    expect(countHooksOf('tag')).toHaveLength(0);
  });

  it('count the rows whose condition field holds one of the values, compared as text', () => {
    const countOf = { family: 'x', via: 'p', where: { field: 'status', in: [0] } };
    expect(countsRow(countOf, { status: 0 })).toBe(true);
    expect(countsRow(countOf, { status: '0' })).toBe(true);
    expect(countsRow(countOf, { status: 1 })).toBe(false);
    expect(countsRow({ family: 'x', via: 'p' }, { status: 1 })).toBe(true);
  });

  it('name the families a change of rows reaches', () => {
    const all = Object.values(resources);
    expect(familiesCounting(all, 'questionnaire_answer')).toEqual(['questionnaire']);
    expect(familiesCounting(all, 'network_expansion_service')).toEqual([companyResource.key]);
    expect(familiesCounting(all, 'tag')).toEqual([]);
  });

  it('refuse a count whose reference does not point at its holder', () => {
    const wrong = {
      key: 'miscounted',
      table: 'miscounted',
      base: '/test/miscounted',
      label: { zh: '错', en: 'Wrong' },
      titleField: 'id',
      defaultSort: { field: 'id', order: 'asc' },
      actions: [],
      fields: [
        countField('n', { zh: '数', en: 'N' }, { family: 'questionnaire_answer', via: 'questionnaire_id' }),
      ],
    } as const satisfies ResourceDef;
    addFamily(wrong);
    expect(() => allCounts()).toThrow(/questionnaire_answer\.questionnaire_id is no reference to miscounted/);
  });
});
