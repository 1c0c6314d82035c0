/** Validators, filters and sorts derived from a declaration, without a database. */
import { type ResourceDef, TagType, tagResource } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.ts';
import { parseListQuery } from '../../src/engine/query.ts';
import { escapeLike } from '../../src/engine/read.ts';
import { sanitizeRichText } from '../../src/engine/rich-text.ts';
import {
  acceptedExtensions,
  urlExtension,
  validatorsOf,
  writableFields,
} from '../../src/engine/validators.ts';

const article = {
  key: 'article_unit',
  table: 'article_unit',
  base: '/unit/article',
  label: { zh: '文章', en: 'Article' },
  titleField: 'title',
  defaultSort: { field: 'published_at', order: 'desc' },
  actions: ['add', 'update'],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 10,
      filter: 'contains',
      sortable: true,
    },
    { name: 'slug', kind: 'text', label: { zh: '别名', en: 'Slug' }, immutable: true, pattern: '^[a-z-]+$' },
    { name: 'body', kind: 'richText', label: { zh: '正文', en: 'Body' } },
    {
      name: 'views',
      kind: 'integer',
      label: { zh: '阅读', en: 'Views' },
      min: 0,
      default: 0,
      filter: 'range',
    },
    { name: 'price', kind: 'decimal', label: { zh: '价格', en: 'Price' }, scale: 2 },
    {
      name: 'state',
      kind: 'enum',
      label: { zh: '状态', en: 'State' },
      options: [
        { value: 0, label: { zh: '草稿', en: 'Draft' } },
        { value: 1, label: { zh: '发布', en: 'Published' } },
      ],
      required: true,
      filter: 'enum',
    },
    { name: 'featured', kind: 'boolean', label: { zh: '推荐', en: 'Featured' }, filter: 'exact' },
    {
      name: 'published_at',
      kind: 'datetime',
      label: { zh: '发布时间', en: 'Published' },
      filter: 'dateRange',
      sortable: true,
    },
    {
      name: 'author_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '作者', en: 'Author' },
      filter: 'exact',
    },
    { name: 'views_total', kind: 'integer', label: { zh: '总阅读', en: 'Total views' }, readOnly: true },
  ],
} as const satisfies ResourceDef;

const { add, update } = validatorsOf(article);

describe('validator derivation', () => {
  it('requires required fields and fills defaults and empties for the rest on add', () => {
    expect(add.safeParse({ state: 0 }).success).toBe(false);
    expect(add.parse({ title: ' 标题 ', state: 1 })).toEqual({
      title: '标题',
      slug: '',
      body: '',
      views: 0,
      price: null,
      state: 1,
      featured: null,
      published_at: null,
      author_id: null,
    });
  });

  it('applies length, range, pattern, enum and type rules', () => {
    const bad = (values: Record<string, unknown>) =>
      add.safeParse({ title: 't', state: 0, ...values }).success;
    expect(bad({ title: 'x'.repeat(11) })).toBe(false);
    expect(bad({ views: -1 })).toBe(false);
    expect(bad({ views: 1.5 })).toBe(false);
    expect(bad({ slug: 'Not OK' })).toBe(false);
    expect(bad({ state: 2 })).toBe(false);
    expect(bad({ featured: 'yes' })).toBe(false);
    expect(bad({ published_at: 'yesterday' })).toBe(false);
    expect(bad({ author_id: 0 })).toBe(false);
    expect(bad({ views_total: 5 })).toBe(false);
    expect(bad({ unknown: 1 })).toBe(false);
    expect(bad({ slug: 'ok-slug', views: 3, featured: true, published_at: '2026-11-22T10:00:00Z' })).toBe(
      true,
    );
  });

  it('rounds decimals to their scale and turns date-times into instants', () => {
    const parsed = add.parse({
      title: 't',
      state: 0,
      price: 9.999,
      published_at: '2026-11-22T18:00:00+08:00',
    });
    expect(parsed.price).toBe(10);
    expect((parsed.published_at as Date).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('sanitises rich text: no script, no event handlers, no javascript: links', () => {
    const parsed = add.parse({
      title: 't',
      state: 0,
      body: '<b onmouseover="x()">粗</b><script>x()</script><a href="javascript:x()">a</a>',
    });
    expect(parsed.body).toBe('<b>粗</b><a>a</a>');
    expect(sanitizeRichText('<img src="/uploads/a.png" onerror="x()">')).toBe('<img src="/uploads/a.png" />');
  });

  it("keeps what the console's rich-text editor (Tiptap) writes, unchanged", () => {
    // Every mark and node the editor's toolbar offers; if the sanitiser dropped one, saving would lose it.
    const edited = [
      '<h1>标题</h1><h2>小节</h2><h3>三级</h3>',
      '<p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><code>PA66</code><br />换行</p>',
      '<ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>',
      '<blockquote><p>引用</p></blockquote>',
      '<p><a target="_blank" href="https://example.com/a?b=1">链接</a><a href="/news/list">站内</a></p>',
      '<p><a target="_blank" href="mailto:sales@example.com">邮件</a></p>',
      '<img src="/uploads/2026/11/a.png" alt="图" />',
      '<hr />',
    ].join('');
    expect(sanitizeRichText(edited)).toBe(edited);
  });

  it('update takes an id and only the fields sent; immutable and read-only fields are refused', () => {
    expect(update.parse({ id: 3, views: 4 })).toEqual({ id: 3, views: 4 });
    expect(update.safeParse({ id: 3, slug: 'changed' }).success).toBe(false);
    expect(update.safeParse({ views: 4 }).success).toBe(false);
    expect(writableFields(article, 'update').map((f) => f.name)).not.toContain('slug');
    expect(writableFields(article, 'add').map((f) => f.name)).toContain('slug');
  });
});

describe('asset fields', () => {
  const image = { name: 'cover', kind: 'image', label: { zh: '封面', en: 'Cover' } } as const;
  const pdf = {
    name: 'sheet',
    kind: 'file',
    accept: ['application/pdf'],
    label: { zh: '物性表', en: 'Datasheet' },
  } as const;
  const anyFile = { name: 'file', kind: 'file', label: { zh: '附件', en: 'File' } } as const;
  const assets = validatorsOf({
    ...article,
    key: 'asset_unit',
    fields: [article.fields[0], image, pdf, anyFile],
  }).update;
  const accepts = (values: Record<string, unknown>) => assets.safeParse({ id: 1, ...values }).success;

  it('derives the extensions a field takes from its kind and accept list', () => {
    expect(acceptedExtensions(image)).toEqual(['png', 'jpg', 'gif', 'webp', 'jpeg']);
    expect(acceptedExtensions(pdf)).toEqual(['pdf']);
    expect(acceptedExtensions({ ...image, accept: ['image/*'] })).toEqual([
      'png',
      'jpg',
      'gif',
      'webp',
      'jpeg',
    ]);
    expect(acceptedExtensions(anyFile)).toBeUndefined();
  });

  it("reads a URL's extension from its path only", () => {
    expect(urlExtension('/uploads/2026/11/ab.PNG')).toBe('png');
    expect(urlExtension('https://x.example/a.b/c.jpeg?size=2#top')).toBe('jpeg');
    expect(urlExtension('https://x.example/photo?f=a.png')).toBe('');
    expect(urlExtension('https://x.example/.png')).toBe('');
  });

  it('checks image and accepted types; any file when the field says none', () => {
    expect(accepts({ cover: 'https://x.example/a.webp' })).toBe(true);
    expect(accepts({ cover: '/uploads/2026/11/a.pdf' })).toBe(false);
    expect(accepts({ cover: 'https://x.example/a.svg' })).toBe(false);
    expect(accepts({ cover: '' })).toBe(true);
    expect(accepts({ sheet: '/uploads/2026/11/a.pdf' })).toBe(true);
    expect(accepts({ sheet: '/uploads/2026/11/a.png' })).toBe(false);
    expect(accepts({ file: 'https://x.example/anything' })).toBe(true);
    expect(accepts({ file: 'javascript:alert(1)' })).toBe(false);
  });
});

describe('list query parsing', () => {
  const parse = (query: Record<string, unknown>) => parseListQuery(article, query);
  const refusal = (query: Record<string, unknown>) => {
    try {
      parse(query);
    } catch (error) {
      if (error instanceof AppError) return error.text.zh;
      throw error;
    }
    throw new Error('accepted');
  };

  it('defaults: first page, declared page size, declared sort', () => {
    expect(parse({})).toEqual({
      page: 1,
      size: 20,
      sort: { field: 'published_at', order: 'desc' },
      filters: [],
    });
  });

  it('reads sort direction and whitelists sortable fields (and id)', () => {
    expect(parse({ sort: '-title' }).sort).toEqual({ field: 'title', order: 'desc' });
    expect(parse({ sort: 'id' }).sort).toEqual({ field: 'id', order: 'asc' });
    expect(refusal({ sort: 'views' })).toContain('views');
    expect(refusal({ sort: 'title desc; drop table x' })).toContain('排序');
  });

  it('types each filter by its field and kind', () => {
    const { filters } = parse({
      title: '塑料',
      state: '0,1',
      featured: 'true',
      author_id: '7',
      views_from: '10',
      published_at_to: '2026-11-22',
    });
    const byField = Object.fromEntries(filters.map((f) => [f.field.name, f]));
    expect(byField.title).toMatchObject({ op: 'contains', value: '塑料' });
    expect(byField.state).toMatchObject({ op: 'in', values: [0, 1] });
    expect(byField.featured).toMatchObject({ op: 'eq', value: true });
    expect(byField.author_id).toMatchObject({ op: 'eq', value: 7 });
    expect(byField.views).toMatchObject({ op: 'range', from: 10 });
    const to = (byField.published_at as { to: Date }).to;
    expect(to.getHours()).toBe(23);
    expect(to.getMinutes()).toBe(59);
  });

  it('reads a date-time edge with its offset exactly; a bare day as the server-local day', () => {
    const edge = (query: Record<string, string>) =>
      (parse(query).filters[0] as { from?: Date; to?: Date }) ?? {};
    expect(edge({ published_at_from: '2026-11-20T00:00:00.000+08:00' }).from?.toISOString()).toBe(
      '2026-11-19T16:00:00.000Z',
    );
    expect(edge({ published_at_to: '2026-11-20T23:59:59.999-05:00' }).to?.toISOString()).toBe(
      '2026-11-21T04:59:59.999Z',
    );
    expect(edge({ published_at_from: '2026-11-20T08:00Z' }).from?.toISOString()).toBe(
      '2026-11-20T08:00:00.000Z',
    );
    // `+` not encoded in a hand-typed URL arrives as a space.
    expect(edge({ published_at_from: '2026-11-20T00:00:00 08:00' }).from?.toISOString()).toBe(
      '2026-11-19T16:00:00.000Z',
    );
    const day = edge({ published_at_from: '2026-11-20' }).from as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 20, 0]);
    for (const wall of ['2026-11-20T10:00:00', '2026-11-20 10:00', '20 Nov 2026', '2026-11-20T25:00:00Z']) {
      expect(refusal({ published_at_from: wall }), wall).toContain(
        '发布时间: 应为 YYYY-MM-DD 或带时区的时间',
      );
    }
  });

  it('refuses undeclared filters, wrong types, and meta-characters where numbers belong', () => {
    expect(refusal({ body: 'x' })).toContain('body');
    expect(refusal({ views: '3' })).toContain('views');
    expect(refusal({ state: '0) or (1=1' })).toContain('状态');
    expect(refusal({ author_id: "1'; --" })).toContain('作者');
    expect(refusal({ featured: 'maybe' })).toContain('推荐');
    expect(refusal({ published_at_from: 'not a date' })).toContain('发布时间');
    expect(refusal({ page: '0' })).toContain('page');
    expect(refusal({ size: '101' })).toContain('size');
    expect(refusal({ title: ['a', 'b'] })).toContain('title');
  });

  it('skips empty filters, so a cleared form field means no filter', () => {
    expect(parse({ title: '', state: '' }).filters).toEqual([]);
  });

  it('parses the contract families too (tags)', () => {
    expect(parseListQuery(tagResource, { type: `${TagType.NEWS}` }).filters[0]).toMatchObject({
      op: 'in',
      values: [TagType.NEWS],
    });
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
