/**
 * A portal as the public site shows it: its banners, and each panel's settings resolved into rows — companies
 * and datasheets by id (in the order given; those deleted or withdrawn left out and said so), the latest
 * published news, sanitised rich text, links.
 */
import {
  companyResource,
  contentSources,
  datasheetResource,
  newsResource,
  type PanelConfig,
  type PanelKind,
  type PortalPreview,
  portalResource,
  publicPathOf,
  type ResolvedPanel,
  ResultCode,
  resources,
} from '@console/contract';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import {
  familyTable,
  getRow,
  type Reader,
  requireColumn,
  rowsById,
  sanitizeRichText,
} from '../../engine/index.ts';
import { siteBaseUrl } from './content.ts';

const sourceOf = (family: string) => contentSources.find((source) => source.family === family);
const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

async function rowsInOrder(db: Reader, family: string, ids: readonly number[]) {
  const def = resources[family];
  if (!def) return [];
  const rows = await rowsById(db, def, ids, 'list');
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

function missingNote(asked: number, shown: number): string | undefined {
  return shown < asked
    ? `${asked - shown} 条已删除，未显示 / ${asked - shown} deleted, not shown`
    : undefined;
}

async function resolvePanel(
  db: Reader,
  base: string,
  kind: PanelKind,
  title: string,
  config: unknown,
): Promise<ResolvedPanel> {
  const url = (family: string, row: Record<string, unknown>) => {
    const source = sourceOf(family);
    return source ? `${base}${publicPathOf(source, row)}` : '';
  };
  switch (kind) {
    case 'company_list': {
      const { company_ids } = config as PanelConfig<'company_list'>;
      const rows = await rowsInOrder(db, companyResource.key, company_ids);
      const items = rows.map((row) => ({
        id: row.id,
        title: text(row.name_zh),
        subtitle: [text(row.short_name), text(row.$labels?.group_id ?? '')].filter(Boolean).join(' · '),
        url: url('company', row),
      }));
      return { kind, title, items, note: missingNote(company_ids.length, items.length) };
    }
    case 'sheet_list': {
      const { datasheet_ids } = config as PanelConfig<'sheet_list'>;
      const rows = await rowsInOrder(db, datasheetResource.key, datasheet_ids);
      const items = rows.map((row) => ({
        id: row.id,
        title: text(row.grade),
        subtitle: [text(row.$labels?.company_id ?? ''), text(row.$labels?.category_id ?? '')]
          .filter(Boolean)
          .join(' · '),
        url: url('datasheet', row),
      }));
      return { kind, title, items, note: missingNote(datasheet_ids.length, items.length) };
    }
    case 'news_list': {
      const { count } = config as PanelConfig<'news_list'>;
      const source = sourceOf('news');
      if (!source || !resources.news)
        return { kind, title, items: [], note: '资讯模块未启用 / no news family' };
      const table = familyTable(newsResource);
      // The published rules name their fields at run time.
      const published = source.published.map((rule) => eq(requireColumn(table, rule.field), rule.in[0]));
      const latest = await db
        .select({ id: table.id })
        .from(table)
        .where(and(...published))
        .orderBy(desc(table.published_at), desc(table.id))
        .limit(count);
      const rows = await rowsInOrder(
        db,
        'news',
        latest.map((row) => row.id),
      );
      const items = rows.map((row) => ({
        id: row.id,
        title: text(row.title),
        subtitle: row.published_at ? text(row.published_at).slice(0, 10) : '',
        url: url('news', row),
      }));
      return {
        kind,
        title,
        items,
        note: items.length === 0 ? '暂无已发布资讯 / no news published yet' : undefined,
      };
    }
    case 'rich_text':
      return { kind, title, items: [], html: sanitizeRichText((config as PanelConfig<'rich_text'>).html) };
    case 'links':
      return { kind, title, items: [], links: (config as PanelConfig<'links'>).links };
  }
}

export async function portalPreview(db: Reader, id: number): Promise<PortalPreview> {
  const portal = await getRow(db, portalResource, id);
  if (!portal)
    throw new AppError(ResultCode.notFound, { zh: `门户不存在（ID ${id}）`, en: `No portal with id ${id}` });
  const base = (await siteBaseUrl(db)) ?? '';
  const panels: ResolvedPanel[] = [];
  for (const panel of portal.panels as Record<string, unknown>[]) {
    panels.push(await resolvePanel(db, base, panel.kind as PanelKind, text(panel.title), panel.config));
  }
  return {
    id: portal.id,
    title: portal.title,
    slug: portal.slug,
    description: text(portal.description),
    banners: (portal.banners as Record<string, unknown>[]).map((banner) => ({
      image: text(banner.image),
      title: text(banner.title),
      link: text(banner.link),
    })),
    panels,
  };
}
