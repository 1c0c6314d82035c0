/**
 * The applications library's rules: the "lacking" flag kept from the row (no material link, or no image at all:
 * neither a cover nor an image in the body), a classification two levels deep at most, and the graph of
 * applications, their materials and industries.
 */
import {
  type ApplicationGraph,
  type ApplicationGraphNode,
  applianceResource,
  applicationClassificationResource,
  applicationResource,
  categoryResource,
  contentEndpoints,
  MAX_GRAPH_APPLICATIONS,
  ResultCode,
} from '@console/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, linkTable } from '../../engine/index.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

const IMAGE_IN_HTML = /<img\b[^>]*\bsrc\s*=\s*["']?[^"'\s>]+/i;

/** What an application lacks, by the values it will hold: the flag and the words the list shows. */
export function lacksOf(values: { cover?: unknown; body?: unknown; materials?: unknown }): {
  lacking: boolean;
  lacks: string;
} {
  const missing: string[] = [];
  if (!Array.isArray(values.materials) || values.materials.length === 0) missing.push('材料关联');
  const hasImage =
    (typeof values.cover === 'string' && values.cover !== '') ||
    IMAGE_IN_HTML.test(String(values.body ?? ''));
  if (!hasImage) missing.push('图片');
  return { lacking: missing.length > 0, lacks: missing.join('、') };
}

export function applicationHooks(engine: ResourceEngine): void {
  engine.hooks.add(applicationResource, {
    beforeWrite({ action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const touched = ['cover', 'body', 'materials'].some((name) => name in values);
      if (action === 'update' && !touched) return;
      // An update of several rows sets the same values: the flag is the same only when every row would agree.
      const flags = (before.length > 0 ? before : [{}]).map((row) => lacksOf({ ...row, ...values }));
      const first = flags[0];
      if (first && flags.every((f) => f.lacking === first.lacking && f.lacks === first.lacks)) return first;
      throw new AppError(ResultCode.invalid, {
        zh: '请逐条修改应用的图片和材料',
        en: 'Change the images and materials of applications one at a time',
      });
    },
  });

  engine.hooks.add(applicationClassificationResource, {
    async beforeWrite({ tx, action, values, before }) {
      if ((action !== 'add' && action !== 'update') || !('parent_id' in values)) return;
      const parentId = values.parent_id;
      if (parentId === null || parentId === undefined) return;
      const classes = familyTable(applicationClassificationResource);
      const [parent] = await tx
        .select({ parent_id: classes.parent_id })
        .from(classes)
        .where(eq(classes.id, Number(parentId)));
      const movingFirstLevel =
        before.length > 0 &&
        (
          await tx
            .select({ id: classes.id })
            .from(classes)
            .where(
              inArray(
                classes.parent_id,
                before.map((r) => r.id),
              ),
            )
        ).length > 0;
      if (
        (parent && parent.parent_id !== null) ||
        movingFirstLevel ||
        before.some((r) => r.id === Number(parentId))
      )
        throw new AppError(ResultCode.invalid, {
          zh: '应用分类只分两级：上级须为一级分类，有下级的分类不能再挂到别的分类下',
          en: 'Classifications have two levels: the parent must be a first-level class, and one with children cannot move under another',
        });
    },
  });
}

const nodeId = (kind: ApplicationGraphNode['kind'], id: number) => `${kind}:${id}`;

/** The newest applications (of one industry, when asked) with their materials and industries. */
export async function applicationGraph(
  engine: ResourceEngine,
  industryId?: number,
): Promise<ApplicationGraph> {
  const { db } = engine;
  const apps = familyTable(applicationResource);
  const materials = linkTable(applicationResource, 'materials');
  const rows = await db
    .select({ id: apps.id, title: apps.title, industry_id: apps.industry_id })
    .from(apps)
    .where(industryId === undefined ? undefined : eq(apps.industry_id, industryId))
    .orderBy(desc(apps.updated_at), desc(apps.id))
    .limit(MAX_GRAPH_APPLICATIONS + 1);
  const truncated = rows.length > MAX_GRAPH_APPLICATIONS;
  const shown = rows.slice(0, MAX_GRAPH_APPLICATIONS);
  const appIds = shown.map((row) => row.id);
  const links =
    appIds.length === 0
      ? []
      : await db
          .select({ owner: materials.owner_id, target: materials.target_id })
          .from(materials)
          .where(inArray(materials.owner_id, appIds));
  const categoryIds = [...new Set(links.map((link) => link.target))];
  const industryIds = [
    ...new Set(shown.flatMap((row) => (row.industry_id === null ? [] : [row.industry_id]))),
  ];
  const categories = familyTable(categoryResource);
  const industries = familyTable(applianceResource);
  const [categoryRows, industryRows] = await Promise.all([
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name_zh })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
    industryIds.length === 0
      ? []
      : db
          .select({ id: industries.id, name: industries.name_zh })
          .from(industries)
          .where(inArray(industries.id, industryIds)),
  ]);
  const degree = new Map<string, number>();
  const bump = (id: string) => degree.set(id, (degree.get(id) ?? 0) + 1);
  const edges: ApplicationGraph['links'] = [];
  for (const link of links) {
    const source = nodeId('application', link.owner);
    const target = nodeId('material', link.target);
    edges.push({ source, target });
    bump(source);
    bump(target);
  }
  for (const row of shown) {
    if (row.industry_id === null) continue;
    const source = nodeId('application', row.id);
    const target = nodeId('industry', row.industry_id);
    edges.push({ source, target });
    bump(source);
    bump(target);
  }
  const node = (kind: ApplicationGraphNode['kind'], id: number, name: string): ApplicationGraphNode => ({
    id: nodeId(kind, id),
    kind,
    row_id: id,
    name,
    degree: degree.get(nodeId(kind, id)) ?? 0,
  });
  return {
    nodes: [
      ...shown.map((row) => node('application', row.id, row.title)),
      ...categoryRows.map((row) => node('material', row.id, row.name)),
      ...industryRows.map((row) => node('industry', row.id, row.name)),
    ],
    links: edges,
    truncated,
  };
}

export function applicationRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(contentEndpoints.applicationGraph, ({ industry_id }) => applicationGraph(engine, industry_id));
}
