/**
 * A polymer family typed into the global search (issue 36): read as any of the family's names and its children's,
 * each name the words the documents hold for it, the rest of the query as before.
 */
import { contractFamilyNames, familyMatcher } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { highlightTerms, kindQuery, queryWords, searchWords } from '../../src/modules/search/words.ts';

const families = familyMatcher(contractFamilyNames());

describe('family names in a query', () => {
  it('reads 尼龙66 as every name of PA66, and keeps the other words', () => {
    const [family, ...rest] = searchWords('尼龙66 改性', families);
    expect(family?.word).toBe('尼龙66');
    expect(family?.any).toContainEqual(['pa66']);
    expect(family?.any).toContainEqual(['nylon66']);
    // PA6.6, PA 6/6 and nylon 6,6 are one number: never pa6 and 6 (which PA6 sheets hold).
    expect(family?.any).not.toContainEqual(['pa6', '6']);
    expect(rest).toEqual(queryWords('改性'));
  });

  it('asks for any name of the family and of those under it, in the kind', () => {
    const words = searchWords('聚乙烯', families);
    const query = kindQuery('datasheet', words, '聚乙烯');
    expect(query?.all).toContain("'datasheet:pe'");
    expect(query?.all).toContain("'datasheet:hdpe'");
    expect(query?.all).toContain("'datasheet:聚乙烯'");
    expect(query?.subtitle).toContain("'datasheet^pe'");
    expect(highlightTerms(words)).toEqual(expect.arrayContaining(['pe', 'hdpe', 'polyethylene']));
  });

  it('reads no family inside a longer word: 聚乙烯醇缩丁醛 is PVB, not polyethylene', () => {
    expect(searchWords('聚乙烯醇缩丁醛', families)).toEqual(queryWords('聚乙烯醇缩丁醛'));
    expect(searchWords('改性聚丙烯', families).some((w) => w.any)).toBe(true);
  });

  it('leaves a query naming no family as it was', () => {
    expect(searchWords('66 gf30', families)).toEqual(queryWords('66 gf30'));
    expect(searchWords('PA66-GF30', families)[0]?.any).toBeDefined();
  });
});
