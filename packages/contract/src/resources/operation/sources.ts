/**
 * The published content the operations tools read: keywords are extracted from it and link to it, and the
 * sitemap lists it. One entry per family, read through the engine by the family's key; adding a kind of content
 * (applications, news) is one entry here.
 */
import type { LocalName } from '../../routes.ts';
import { NewsStatus } from '../content/news.ts';
import type { EnumOption } from '../types.ts';

export interface ContentSource {
  /** The family's key. */
  family: string;
  label: LocalName;
  /** The row's title (a keyword hit names it). */
  titleField: string;
  /**
   * Fields whose text the keywords are read from: text and rich text (tags stripped), and references, read as
   * the referenced rows' titles (a sheet's category and features say more than its remarks).
   */
  textFields: readonly string[];
  /** Only rows holding one of these values in each field are published. */
  published: readonly { field: string; in: readonly (string | number | boolean)[] }[];
  /** The public address, relative to the site: `{field}` takes the row's value (`{id}` its id). */
  publicPath: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
  /** The sitemap's priority, 0.0–1.0. */
  priority: number;
}

export const contentSources = [
  {
    family: 'datasheet',
    label: { zh: '物性表', en: 'Datasheets' },
    titleField: 'grade',
    textFields: ['grade', 'category_id', 'features', 'appliances', 'processing_modes', 'remarks'],
    published: [
      { field: 'status', in: [1] },
      { field: 'enabled', in: [true] },
    ],
    publicPath: '/datasheet/{dsno}',
    changefreq: 'weekly',
    priority: 0.8,
  },
  {
    family: 'company',
    label: { zh: '企业', en: 'Companies' },
    titleField: 'name_zh',
    textFields: ['name_zh', 'short_name', 'description'],
    published: [{ field: 'enabled', in: [true] }],
    publicPath: '/company/{id}',
    changefreq: 'monthly',
    priority: 0.6,
  },
  {
    family: 'application',
    label: { zh: '应用案例', en: 'Applications' },
    titleField: 'title',
    textFields: ['title', 'summary', 'industry_id', 'materials', 'body'],
    published: [{ field: 'enabled', in: [true] }],
    publicPath: '/application/{id}',
    changefreq: 'monthly',
    priority: 0.7,
  },
  {
    family: 'news',
    label: { zh: '资讯', en: 'News' },
    titleField: 'title',
    textFields: ['title', 'summary', 'body'],
    published: [{ field: 'status', in: [NewsStatus.published] }],
    publicPath: '/news/{id}',
    changefreq: 'daily',
    priority: 0.6,
  },
] as const satisfies readonly ContentSource[];

export type ContentSourceKey = (typeof contentSources)[number]['family'];

export const contentSourceOptions: readonly EnumOption[] = contentSources.map((source) => ({
  value: source.family,
  label: source.label,
}));

/** The public address of a row of a source, relative to the site. */
export function publicPathOf(source: ContentSource, row: Record<string, unknown>): string {
  return source.publicPath.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(row[name] ?? '')),
  );
}

/** The fields of a row a source's public path names. */
export function pathFieldsOf(source: ContentSource): string[] {
  return [...source.publicPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
