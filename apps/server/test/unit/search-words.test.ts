/**
 * The global search's words (modules/search/words.ts): what a document is indexed by and what a query asks for,
 * so a grade's parts, a word inside a Chinese sentence and a word inside a longer word meet; the marks a hit shows.
 */
import { describe, expect, it } from 'vitest';
import {
  blockLexemes,
  compactCode,
  documentVector,
  documentWords,
  highlightTerms,
  kindQuery,
  markRanges,
  queryWords,
  snippetOf,
} from '../../src/modules/search/words.ts';

describe('search words', () => {
  it('cuts Chinese with jieba, a long word also into the words inside it, particles left out', () => {
    const words = documentWords('多家企业展示了阻燃聚丙烯改性料和光学级聚碳酸酯');
    expect(words).toEqual(expect.arrayContaining(['阻燃', '聚丙烯', '丙烯', '改性', '聚碳酸酯', '碳酸']));
    expect(words).not.toContain('和');
  });

  it('splits codes into their letter and digit parts, and runs them together', () => {
    expect(documentWords('PA66-GF30')).toEqual(['pa66', 'pa', '66', 'gf30', 'gf', '30']);
    // Letters and the digits after one space or hyphen, run together: "PA 66" is found by "pa66".
    expect(documentWords('PA 66 阻燃 V-0')).toEqual(['pa', '66', '阻燃', 'v', '0', 'pa66', 'v0']);
    expect(compactCode('PA66-GF30')).toBe('pa66gf30');
    expect(queryWords('66 gf30')).toEqual([
      { word: '66', parts: [] },
      { word: 'gf30', parts: ['gf', '30'] },
    ]);
    expect(highlightTerms(queryWords('PA66 改性'))).toEqual(['pa66', 'pa', '66', '改性']);
    expect(queryWords('，的 ')).toEqual([]);
  });

  it('writes lexemes prefixed by kind, title words twice and the whole title once, weighted', () => {
    const vector = documentVector('datasheet', 5000, {
      title: 'PA66-GF30',
      subtitle: '改性',
      codes: ['DS00000001'],
      body: '',
    });
    expect(vector).toContain("'datasheet:gf30':");
    expect(vector).toContain("'datasheet!gf30':");
    expect(vector).toMatch(/'datasheet=pa66gf30':\d+A/);
    expect(vector).toMatch(/'datasheet:改性':\d+B/);
    expect(vector).toMatch(/'datasheet\^改性':\d+B/);
    expect(vector).toContain("'datasheet:ds00000001':");
    // The beginnings of the title's, subtitle's and codes' words, without positions.
    expect(vector).toContain("'datasheet:gf3*' 'datasheet!gf3*'");
    expect(vector).toContain("'datasheet:ds0000000*' 'datasheet^ds0000000*'");
    expect(vector).not.toContain("'datasheet:gf30*'");
    // The row's blocks of ids (5000 >> 12, >> 14 …), without positions.
    expect(vector).toContain(" 'datasheet#0.1' 'datasheet#1.0' 'datasheet#2.0'");
    // Punctuation never reaches a lexeme: words are letters and digits.
    expect(documentVector('news', 7, { title: "it's", subtitle: '', codes: [], body: '' })).toBe(
      `'news:it':1A 'news!it':2A 'news:s':3A 'news!s':4A 'news=its':5A ${blockLexemes('news', 7)
        .map((lexeme) => `'${lexeme}'`)
        .join(' ')}`,
    );
  });

  it('asks for every word whole, the last one typed also as a beginning', () => {
    const query = kindQuery('datasheet', queryWords('66 gf30'), '66 gf30');
    expect(query?.all).toBe("'datasheet:66' & ( 'datasheet:gf30' | 'datasheet:gf30*' )");
    // Split: a mixed run as its parts, the last part of the last word also as a beginning.
    expect(kindQuery('datasheet', queryWords('pa66gf'), 'pa66gf', true)?.all).toBe(
      "'datasheet:pa' & 'datasheet:66' & ( 'datasheet:gf' | 'datasheet:gf*' )",
    );
    expect(query?.title).toContain("'datasheet!66' &");
    expect(query?.subtitle).toContain("'datasheet^66' &");
    expect(query?.exact).toBe("'datasheet=66gf30'");
    // One character is no beginning: it would stand for every word it starts.
    expect(kindQuery('news', queryWords('改性 耐'), '改性 耐')?.all).toBe("'news:改性' & 'news:耐'");
    expect(kindQuery('news', queryWords('耐 改性'), '耐 改性')?.all).toBe(
      "'news:耐' & ( 'news:改性' | 'news:改性*' )",
    );
    expect(kindQuery('news', [], '，')).toBeNull();
  });

  it('marks every term without case, merged, and cuts a snippet around the first', () => {
    expect(markRanges('PA66-GF30 pa66', ['66', 'gf30'])).toEqual([
      [2, 4],
      [5, 9],
      [12, 14],
    ]);
    expect(markRanges('聚丙烯', ['聚丙烯', '丙烯'])).toEqual([[0, 3]]);
    const body = `${'前言'.repeat(40)}本届展会上展示了阻燃聚丙烯改性料。`;
    const snippet = snippetOf(body, ['聚丙烯']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.marks.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['聚丙烯']);
  });
});
