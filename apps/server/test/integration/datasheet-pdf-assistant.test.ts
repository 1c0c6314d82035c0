/**
 * The PDF import's optional assistant (issue 24 §6) against a local stub of an OpenAI-compatible provider (an
 * HTTP server in this test, on 127.0.0.1): a sheet whose tables the rules cannot read is sent as text with the
 * import layout's strict JSON schema, and the answer goes through the same dry run, import and review — its rows
 * marked unsure, boxed where their values are printed. A provider that fails is the import's refusal. Without a
 * provider (the default) the same sheet is refused for hand entry (datasheet-pdf-import.test.ts). A sheet the
 * rules read only in part (a line of values no row could take) is sent with the rows found and the line left:
 * the answer's rows the rules also found keep their boxes and are sure, the others are marked unsure.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CacheSource, ImportReport, ResourceRow } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partlyReadable, renderMakerPdf } from '../support/maker-pdfs.ts';
import { caller, makeDatasheetLibrary } from './datasheet-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { importFile, multipart } from './import-fixtures.ts';
import { proseSheet } from './pdf-fixtures.ts';

interface Asked {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { strict: boolean; schema: { required?: string[] } } };
  };
}

const asked: Asked[] = [];
/** What the stub answers next: a status and the assistant's message content. */
let reply: { status: number; content: string } = { status: 200, content: '' };

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

let stub: Server;
let t: TestApp;
let token: string;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  stub = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request));
    asked.push({ authorization: request.headers.authorization, body });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content } }] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'stub-tds-reader', AI_API_KEY: 'stub-key' },
  });
  token = await t.login();
  api = caller(t, token);
  await makeDatasheetLibrary(t, token);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => stub.close(resolve));
});

const PDF = 'application/pdf';

describe('a sheet the rules cannot read, with a provider configured', () => {
  it('is read by the assistant: the same dry run, import and review, every row marked unsure', async () => {
    reply = {
      status: 200,
      content: JSON.stringify({
        grade: 'PX-900',
        company: 'Example Polymers Ltd',
        rows: [
          { header: 'Melt index', standard: '', condition: '', state: '', value: '2', unit: 'g/10 min' },
          { header: 'Density', standard: '', condition: '', state: '', value: 'moderate', unit: '' },
        ],
      }),
    };
    const dry = await importFile(t, token, await proseSheet(), true, { filename: 'prose.pdf', type: PDF });
    expect(dry).toMatchObject({ rows: 2, sheets: 1, error_rows: 0 });
    expect(dry.lines.map((l) => [l.grade, l.header])).toEqual([
      ['PX-900', 'Melt index'],
      ['PX-900', 'Density'],
    ]);

    // What the provider was sent: the model, the sheet's text, the strict schema of the import layout, the key.
    const request = asked.at(-1);
    expect(request?.authorization).toBe('Bearer stub-key');
    expect(request?.body.model).toBe('stub-tds-reader');
    expect(request?.body.messages.at(-1)?.content).toContain('PX-900 is a general purpose grade');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { strict: true },
    });
    expect(request?.body.response_format.json_schema.schema.required).toEqual(['grade', 'company', 'rows']);

    const report: ImportReport = await importFile(t, token, await proseSheet(), false, {
      filename: 'prose.pdf',
      type: PDF,
    });
    const [id] = report.cache_ids;
    const cached = (await api.get<ResourceRow>(`/ds/cache/get?id=${id}`)).body.data;
    expect(cached).toMatchObject({ grade: 'PX-900', company_raw: 'Example Polymers Ltd' });
    expect((cached.rows as ResourceRow[]).map((r) => [r.header_raw, r.value_raw, r.unit_raw])).toEqual([
      ['Melt index', '2', 'g/10 min'],
      ['Density', 'moderate', ''],
    ]);
    const { body } = await api.get<CacheSource>(`/ds/cache/source?id=${id}`);
    expect(body.data.extractor).toBe('assistant');
    expect(body.data.marks.every((m) => m.unsure?.en.includes('assistant'))).toBe(true);
  });

  it('refuses the import when the provider fails or answers outside the layout', async () => {
    for (const failure of [
      { status: 500, content: '' },
      { status: 200, content: '{"grade": "PX-900"}' },
      { status: 200, content: 'Sure! Here are the rows: …' },
    ]) {
      reply = failure;
      const { body } = await t.call(token, {
        method: 'POST',
        url: '/api/ds/cache/import?dry_run=1',
        ...multipart('prose.pdf', PDF, await proseSheet()),
      });
      expect(body.code).toBe(2);
      expect(body.msg).toContain('助手未能读取');
    }
  });
});

describe('a sheet the rules read only in part, with a provider configured', () => {
  it('is sent with the rows found and the line left; the answer is reviewed like any rows', async () => {
    const answerRows = partlyReadable.truth.map(({ grade: _grade, ...r }) => ({ ...r, state: '' }));
    reply = {
      status: 200,
      content: JSON.stringify({ grade: 'QR7710', company: 'Example Polymers Ltd', rows: answerRows }),
    };
    const pdf = await renderMakerPdf(partlyReadable);
    const report: ImportReport = await importFile(t, token, pdf, false, {
      filename: 'qr7710.pdf',
      type: PDF,
    });
    expect(report).toMatchObject({ rows: 2, sheets: 1, error_rows: 0 });

    const sent = asked.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(sent).toContain('Rows the rules already read');
    expect(sent).toContain(
      '"header":"Density","standard":"ISO 1183","condition":"","state":"","value":"0.900"',
    );
    expect(sent).toMatch(/could not place[^\n]*\n.*g\/10 min.*ISO 1133.*7\.5/);

    const [id] = report.cache_ids;
    const cached = (await api.get<ResourceRow>(`/ds/cache/get?id=${id}`)).body.data;
    expect((cached.rows as ResourceRow[]).map((r) => [r.header_raw, r.value_raw, r.unit_raw])).toEqual([
      ['Melt Flow Rate', '7.5', 'g/10 min'],
      ['Density', '0.900', 'g/cm³'],
    ]);
    const { body } = await api.get<CacheSource>(`/ds/cache/source?id=${id}`);
    expect(body.data.extractor).toBe('assistant');
    // The row the rules read too is sure and boxed where they read it; the assistant's own row is unsure.
    expect(body.data.marks.map((m) => m.unsure === null)).toEqual([false, true]);
    expect(body.data.marks[1]?.boxes).toHaveLength(2);
  });

  it("keeps the rules' rows when the provider fails on such a sheet", async () => {
    reply = { status: 500, content: '' };
    const dry = await importFile(t, token, await renderMakerPdf(partlyReadable), true, {
      filename: 'qr7710.pdf',
      type: PDF,
    });
    expect(dry).toMatchObject({ rows: 1, sheets: 1, error_rows: 0 });
    expect(dry.lines.map((l) => l.header)).toEqual(['Density']);
  });
});
