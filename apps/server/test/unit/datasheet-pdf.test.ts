import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DatasheetPdfView,
  loadDatasheetPdfFonts,
  renderDatasheetPdf,
} from '../../src/modules/datasheet/pdf/index.ts';
import { page } from '../../src/modules/datasheet/pdf/sheet.ts';
import { sampleView } from './datasheet-pdf.fixture.ts';

const generatedAt = new Date('2026-11-23T06:05:00Z');

/** pdf.js may detach the buffer it is given: each reader gets its own copy. */
const open = (pdf: Buffer) => getDocumentProxy(new Uint8Array(pdf));

/** Text of each page, whitespace collapsed (pdf.js splits runs where the layout moved). */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await open(pdf), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, ' '));
}

/**
 * Every text item lies either above the content's bottom edge or on the footer's line below it: nothing a
 * table row drew ran into the footer or off the page.
 */
async function expectNothingBelowContent(pdf: Buffer): Promise<void> {
  const { items } = await extractTextItems(await open(pdf));
  const contentBottom = page.height - page.contentBottom; // from the page's bottom edge, as pdf.js counts
  const footerTop = page.height - page.footerY;
  for (const [index, pageItems] of items.entries()) {
    const stray = pageItems.filter((item) => item.str.trim() && item.y < contentBottom && item.y > footerTop);
    expect(
      stray.map((item) => item.str),
      `page ${index + 1}`,
    ).toEqual([]);
    const footer = pageItems.filter((item) => item.str.trim() && item.y <= footerTop);
    expect(footer.length, `page ${index + 1} has a footer`).toBeGreaterThan(0);
    expect(Math.min(...footer.map((item) => item.y)), `page ${index + 1}`).toBeGreaterThan(0);
  }
}

describe('datasheet PDF', () => {
  let zh: Buffer;
  let en: Buffer;
  beforeAll(async () => {
    zh = await renderDatasheetPdf(sampleView, { locale: 'zh', generatedAt });
    en = await renderDatasheetPdf(sampleView, { locale: 'en', generatedAt });
  });

  it('is a complete PDF file', () => {
    expect(zh.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(zh.subarray(-16).toString('latin1')).toContain('%%EOF');
  });

  it('embeds a subset of the CJK font instead of relying on a viewer font', () => {
    const raw = zh.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Bold/);
    // A subset, not the 10 MB face: the whole sheet stays small.
    expect(zh.length).toBeLessThan(200_000);
  });

  it('spans several pages, each with the column heads and a numbered footer', async () => {
    const pages = await pageTexts(zh);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const [i, text] of pages.entries()) {
      for (const head of ['性能', '标准', '条件', '状态', '数值', '单位'])
        expect(text, `page ${i + 1}`).toContain(head);
      expect(text).toContain(`第 ${i + 1} 页 / 共 ${pages.length} 页`);
      expect(text).toContain('DSNO DS-2026-004217');
    }
    // A group carried onto the next page says so.
    expect(pages.slice(1).join(' ')).toMatch(/（续）/);
  });

  it('draws Chinese and English text that can be extracted again', async () => {
    const text = (await pageTexts(zh)).join(' ');
    expect(text).toContain(sampleView.grade);
    expect(text).toContain('拉伸强度');
    expect(text).toContain('kJ/m²');
    expect(text).toContain('Charpy notched impact strength');
    expect(text).toContain('工程塑料 › 聚酰胺 PA › PA66');
    expect(text).toContain('玻璃纤维 Glass fibre 30%');
    expect(text).toContain('生成于');
  });

  it('labels the sheet in the chosen locale', async () => {
    const text = (await pageTexts(en)).join(' ');
    for (const label of [
      'Technical Datasheet',
      'Property',
      'Standard',
      'Condition',
      'Unit',
      'Fillers',
      'Page 1 of',
    ])
      expect(text).toContain(label);
    expect(text).not.toContain('基本信息');
    // The data stays as the caller gave it.
    expect(text).toContain('拉伸强度');
  });

  it('records the grade as title and the company as author', async () => {
    const { info } = await getMeta(await open(zh));
    expect(info.Title).toBe(sampleView.grade);
    expect(info.Author).toBe(sampleView.company);
  });

  it('keeps every row above the footer, cutting a cell taller than a page', async () => {
    await expectNothingBelowContent(zh);
    const huge: DatasheetPdfView = {
      ...sampleView,
      propertyGroups: [
        {
          root: '机械性能',
          rows: [
            {
              header: '超长名称'.repeat(80),
              standard: null,
              condition: '巨大文本'.repeat(1500),
              state: null,
              value: '1',
              unit: null,
            },
            {
              header: '拉伸强度',
              standard: 'ISO 527',
              condition: null,
              state: null,
              value: '190',
              unit: 'MPa',
            },
          ],
        },
      ],
    };
    const pdf = await renderDatasheetPdf(huge, { locale: 'zh', generatedAt });
    await expectNothingBelowContent(pdf);
    const text = (await pageTexts(pdf)).join(' ');
    expect(text).toContain('…');
    expect(text).toContain('190');
  });

  it('says so when the sheet has no property values', async () => {
    const pdf = await renderDatasheetPdf(
      { ...sampleView, propertyGroups: [] },
      { locale: 'zh', generatedAt },
    );
    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('暂无物性数据');
  });

  it('reads and parses the font once per process', async () => {
    expect(await loadDatasheetPdfFonts()).toBe(await loadDatasheetPdfFonts());
  });
});
