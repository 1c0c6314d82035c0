/**
 * The image library: where an image is used (any family's image or file field holding its address, or a
 * rich-text field showing it), a delete refused while it is used anywhere, and many uploaded images added in
 * one call (each checked by the family's own add rules, all in one transaction).
 */
import {
  type ImageUse,
  mediaEndpoints,
  mediaImageResource,
  type ResourceDef,
  ResultCode,
  type ScalarField,
  type WriteValuesOf,
} from '@console/contract';
import { eq, like, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { parseInput } from '../../core/validation.ts';
import type { Reader, ResourceEngine } from '../../engine/index.ts';
import {
  addRows,
  allFamilies,
  escapeLike,
  familyTable,
  getRows,
  requireColumn,
  validatorsOf,
} from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';

/** Most uses one answer lists: enough to show, and to refuse a delete. */
const MAX_USES = 50;

/** The fields of a family that can hold an image: image/file fields by value, rich text by an `<img>` in it. */
function imageHolders(def: ResourceDef): ScalarField[] {
  return def.fields.filter(
    (field): field is ScalarField =>
      field.kind === 'image' || field.kind === 'file' || field.kind === 'richText',
  );
}

/** Every row of every family (the library itself aside) using the image at `url`, up to MAX_USES. */
export async function imageUses(db: Reader, url: string): Promise<{ uses: ImageUse[]; truncated: boolean }> {
  const uses: ImageUse[] = [];
  if (url === '') return { uses, truncated: false };
  for (const def of allFamilies()) {
    if (def.key === mediaImageResource.key) continue;
    const fields = imageHolders(def);
    if (fields.length === 0) continue;
    const table = familyTable(def);
    // Any family's image fields, found in its declaration at run time.
    const conditions: SQL[] = fields.map((field) => {
      const column = requireColumn(table, field.name);
      // An address in rich text sits in a src attribute: the whole address, so /a.png never matches /a.png2.
      return field.kind === 'richText' ? like(column, `%${escapeLike(url)}"%`) : eq(column, url);
    });
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(or(...conditions))
      .orderBy(table.id)
      .limit(MAX_USES + 1 - uses.length);
    if (found.length === 0) continue;
    const rows = await getRows(
      db,
      def,
      found.map((row) => row.id),
    );
    for (const row of rows) {
      for (const field of fields) {
        const value = String(row[field.name] ?? '');
        const used = field.kind === 'richText' ? value.includes(`${url}"`) : value === url;
        if (!used) continue;
        uses.push({
          family: def.key,
          label: def.label,
          row_id: row.id,
          title: String(row[def.titleField] ?? `#${row.id}`),
          field: field.name,
          field_label: field.label,
        });
      }
    }
    if (uses.length > MAX_USES) return { uses: uses.slice(0, MAX_USES), truncated: true };
  }
  return { uses, truncated: false };
}

export function imageHooks(engine: ResourceEngine): void {
  engine.hooks.add(mediaImageResource, {
    async beforeWrite({ tx, action, before, values }) {
      // An image in use keeps its address too: changing it would break the rows showing it.
      const checking = action === 'del' ? before : action === 'update' && 'url' in values ? before : [];
      for (const image of checking) {
        if (action === 'update' && values.url === image.url) continue;
        const { uses } = await imageUses(tx, image.url);
        const first = uses[0];
        if (!first) continue;
        const more = uses.length > 1 ? ` 等 ${uses.length} 处` : '';
        const moreEn = uses.length > 1 ? ` and ${uses.length - 1} more` : '';
        throw new AppError(ResultCode.conflict, {
          zh: `图片「${image.name}」正被${first.label.zh}「${first.title}」的${first.field_label.zh}使用${more}，不能${action === 'del' ? '删除' : '更换'}`,
          en: `Image "${image.name}" is used by ${first.label.en.toLowerCase()} "${first.title}" (${first.field_label.en.toLowerCase()})${moreEn}: it cannot be ${action === 'del' ? 'deleted' : 'replaced'}`,
        });
      }
    },
  });
}

export function imageRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { add } = validatorsOf(mediaImageResource);

  serve(mediaEndpoints.imageUsage, async ({ id }) => {
    const [image] = await getRows(engine.db, mediaImageResource, [id]);
    if (!image)
      throw new AppError(ResultCode.notFound, { zh: `图片不存在（ID ${id}）`, en: `No image with id ${id}` });
    return imageUses(engine.db, image.url);
  });

  serve(mediaEndpoints.imageBatchAdd, async ({ images, category }, request) => {
    // Each image passes the family's own add rules (the address an uploaded image, the name's length).
    const rows = images.map((image, index) =>
      parseInput(add, { ...image, ...(category ? { category } : {}) }, `body.images.${index}`),
    );
    // Each parsed by the family's own add rules just above (validatorsOf), by name.
    const typed = rows as WriteValuesOf<typeof mediaImageResource>[];
    const { ids } = await addRows(engine, mediaImageResource, requireAdmin(request), typed);
    return { ids };
  });
}
