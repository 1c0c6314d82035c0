/**
 * Upload type limits on the server: an image field holds an image (uploaded, or an http(s) URL whose path
 * ends with an image extension), a file field with `accept` only those types; the refusal names the field.
 */
import { type ResourceRow, ResultCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpecimenApp, type SpecimenApp } from './engine-specimen-family.ts';

let s: SpecimenApp;
let row: ResourceRow;

beforeAll(async () => {
  s = await createSpecimenApp();
  const added = await s.post<ResourceRow>('/test/specimen/add', {
    code: 'AS-1',
    photo: '/uploads/2026/11/0123456789abcdef0123456789abcdef.png',
    datasheet: 'https://cdn.example.com/sheets/PA66.PDF?v=2',
    attachment: '/uploads/2026/11/0123456789abcdef0123456789abcdef.zip',
  });
  expect(added.code, added.msg).toBe(0);
  row = added.data;
});
afterAll(async () => {
  await s.t.close();
});

describe('asset fields', () => {
  it('take images and accepted types, uploaded or linked, and empty values', async () => {
    for (const photo of [
      'https://img.example.com/a/b.jpeg',
      'http://img.example.com/x.webp#top',
      '/uploads/2026/11/0123456789abcdef0123456789abcdef.jpg',
      '',
    ]) {
      const ok = await s.post<ResourceRow>('/test/specimen/update', { id: row.id, photo });
      expect(ok.code, `${photo}: ${ok.msg}`).toBe(0);
      expect(ok.data.photo).toBe(photo);
    }
    const anyFile = await s.post('/test/specimen/update', {
      id: row.id,
      attachment: 'https://example.com/download',
    });
    expect(anyFile.code, anyFile.msg).toBe(0);
  });

  it('refuses another type with a message naming the field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { photo: '/uploads/2026/11/0123456789abcdef0123456789abcdef.pdf' },
        '照片: 必须是图片（png、jpg、gif、webp）',
      ],
      [{ photo: 'https://example.com/photo.png.html' }, '照片: 必须是图片'],
      [{ photo: 'https://example.com/photo' }, '照片: 必须是图片'],
      [{ datasheet: '/uploads/2026/11/0123456789abcdef0123456789abcdef.docx' }, '物性表: 文件类型必须是 pdf'],
      [
        { properties: [{ property: '曲线', value: 1, chart: 'https://example.com/c.jpg' }] },
        '属性 第 1 行 曲线: 文件类型必须是 png',
      ],
    ];
    for (const [values, message] of cases) {
      const refused = await s.post('/test/specimen/update', { id: row.id, ...values });
      expect(refused.code, JSON.stringify(values)).toBe(ResultCode.invalid);
      expect(refused.msg).toContain(message);
    }
    const onAdd = await s.post('/test/specimen/add', { code: 'AS-2', datasheet: 'https://x.example/a.exe' });
    expect(onAdd.code).toBe(ResultCode.invalid);
    const english = await s.t.call(s.token, {
      method: 'POST',
      url: '/api/test/specimen/update',
      payload: { id: row.id, photo: '/uploads/2026/11/0123456789abcdef0123456789abcdef.txt' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.msg).toBe('Photo: must be an image (png, jpg, gif, webp)');

    const again = await s.get<ResourceRow>(`/test/specimen/get?id=${row.id}`);
    expect(again.data).toMatchObject({ datasheet: row.datasheet, properties: [] });
    expect((await s.get<{ total: number }>('/test/specimen/list?code=AS-2')).data.total).toBe(0);
  });
});
