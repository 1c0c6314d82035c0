/**
 * The optional assistant for a PDF the table rules could not read: with an OpenAI-compatible provider
 * configured (AI_BASE_URL, AI_API_KEY, AI_MODEL — config.ts), the sheet's text, line by line, goes to the
 * model's chat completions with a strict JSON schema of the import layout; the answer is checked against the
 * same schema (zod) and becomes the same rows the rules make, every one marked unsure (a reviewer checks it on
 * the page), boxed where its value is found printed. It then goes through the same resolution, dry run and
 * review as any row. Nothing is sent without a provider; a provider's failure is the import's refusal.
 * A sheet the rules read only in part (lines of values they could place in no row) is sent too, with the rows
 * the rules found and the lines they could not place: a row of the answer the rules also found keeps the
 * rules' boxes and is not marked unsure; the others are.
 */
import { type LocalName, type PdfBox, type PdfPageText, ResultCode } from '@console/contract';
import { z } from 'zod';
import type { AiProvider } from '../../../../config.ts';
import { AppError } from '../../../../core/errors.ts';
import type { PdfAssistant } from './index.ts';
import type { SheetRecord } from './records.ts';
import type { SplitSheet } from './sheet.ts';

/** The most of a sheet's text sent: a datasheet's text is a few thousand characters. */
const MAX_TEXT = 24_000;
const TIMEOUT_MS = 90_000;

const row = z.strictObject({
  header: z.string().max(200),
  standard: z.string().max(200),
  condition: z.string().max(200),
  state: z.enum(['', 'dry', 'conditioned']),
  value: z.string().max(100),
  unit: z.string().max(64),
});
const answer = z.strictObject({
  grade: z.string().max(100),
  company: z.string().max(200),
  rows: z.array(row).max(2000),
});

/** The answer's JSON schema as the provider is told it (strict: every field required, nothing else allowed). */
export const assistantSchema = z.toJSONSchema(answer);

const instructions = [
  "You read a plastics maker's technical datasheet, given as its text line by line.",
  'Answer only JSON in the schema: the grade, the maker, and one row per property value of its property tables.',
  'header: the property as printed, without a test condition; standard: the test method as printed;',
  'condition: a test condition printed in the name or the method (e.g. "190 °C, 2.16 kg", "23 °C"),',
  'and "MD" or "TD" for a film value of one direction (a pair "a/b" for MD / TD is two rows);',
  'state: "dry" or "conditioned" only when printed, else ""; value: the value as printed (a range "a~b",',
  'a bound "<a" or ">a"), without footnote marks; unit: as printed. Never invent a value that is not printed;',
  'one grade per answer (the first when several are printed side by side).',
].join(' ');

const unsure: LocalName = {
  zh: '由助手读取，请对照原页核对',
  en: 'read by the assistant: check it against the page',
};

/** Where a value was printed: the first piece of text on the sheet's pages that is that value. */
function boxOfValue(pages: readonly PdfPageText[], value: string): { page: number; boxes: PdfBox[] } {
  for (const page of pages) {
    const item = page.items.find((it) => it.s.trim() === value || it.s.replace(/\s+/g, '').includes(value));
    if (item) return { page: page.page, boxes: [[item.x, item.y - item.h * 0.85, item.w, item.h * 1.1]] };
  }
  return { page: pages[0]?.page ?? 1, boxes: [] };
}

const failed = (why: string) =>
  new AppError(ResultCode.invalid, {
    zh: `助手未能读取该 PDF（${why}），请手工录入该物性表`,
    en: `The assistant could not read the PDF (${why}); enter this sheet by hand`,
  });

/** The assistant of a provider, or null when none is configured (off by default). */
export function pdfAssistant(provider: AiProvider | null): PdfAssistant | null {
  if (!provider) return null;
  return async (sheet: SplitSheet, file: string, pages: readonly PdfPageText[]): Promise<SplitSheet> => {
    const found = sheet.records.map(({ record: r }) => ({
      header: r.header,
      standard: r.standard,
      condition: r.condition,
      state: r.state,
      value: r.value,
      unit: r.unit,
    }));
    const partial =
      found.length > 0
        ? [
            '',
            'Rows the rules already read (JSON; answer them again, corrected where wrong, with the rows they missed):',
            JSON.stringify(found),
            'Lines of the tables the rules could not place in a row:',
            ...sheet.unplaced,
          ].join('\n')
        : '';
    let response: Response;
    try {
      response = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: provider.model,
          temperature: 0,
          messages: [
            { role: 'system', content: instructions },
            {
              role: 'user',
              content: `File: ${file}\n\n${sheet.text.slice(0, MAX_TEXT)}${partial.slice(0, MAX_TEXT)}`,
            },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'datasheet_rows', strict: true, schema: assistantSchema },
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw failed(`no answer: ${(error as Error).message}`.slice(0, 200));
    }
    if (!response.ok) throw failed(`HTTP ${response.status}`);
    const body = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: string } }[];
    } | null;
    const content = body?.choices?.[0]?.message?.content;
    let parsed: z.infer<typeof answer>;
    try {
      parsed = answer.parse(JSON.parse(content ?? ''));
    } catch {
      throw failed('its answer is not the import layout');
    }
    const grade = parsed.grade.trim() || sheet.grade;
    const company = parsed.company.trim() || sheet.company;
    const same = (a: SheetRecord['record'], b: SheetRecord['record']) =>
      a.header === b.header &&
      a.standard === b.standard &&
      a.condition === b.condition &&
      a.state === b.state &&
      a.value === b.value &&
      a.unit === b.unit;
    const records: SheetRecord[] = parsed.rows
      .filter((r) => r.header.trim() !== '' && r.value.trim() !== '')
      .map((r) => {
        const record = {
          grade,
          company,
          category: sheet.category,
          header: r.header.trim(),
          standard: r.standard.trim(),
          condition: r.condition.trim(),
          state: r.state,
          value: r.value.trim(),
          unit: r.unit.trim(),
        };
        const ruled = sheet.records.find((each) => same(each.record, record));
        if (ruled) return { ...ruled, record };
        return { record, ...boxOfValue(pages, record.value), unsure };
      });
    return { ...sheet, grade, company, records };
  };
}
