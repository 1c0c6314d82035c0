/**
 * How a confirmation names the rows it acts on: one row by its family's title field ("删除「PA66 周报」？"), a
 * selection by its count and its first few titles, joined the way the language joins a list.
 */
import type { Locale, ResourceDef, ResourceRow } from '@console/contract';
import { translate } from '../i18n/index.ts';

/** The rows a selection's confirmation names before saying "and n more". */
export const NAMED_ROWS = 3;

/** The row's title as people know it: its title field (a reference's label), else its id. */
export function rowTitle(def: Pick<ResourceDef, 'titleField'>, row: ResourceRow): string {
  const label = row.$labels?.[def.titleField];
  const value = typeof label === 'string' && label !== '' ? label : row[def.titleField];
  return value === null || value === undefined || value === '' ? `#${row.id}` : String(value);
}

const listFormats: Record<Locale, Intl.ListFormat> = {
  zh: new Intl.ListFormat('zh-CN', { type: 'conjunction' }),
  en: new Intl.ListFormat('en', { type: 'conjunction' }),
};
/** A list that goes on ("A、B、C 等 4 条"): joined without "and". */
const separators: Record<Locale, string> = { zh: '、', en: ', ' };

/**
 * The first titles of the chosen rows, quoted and joined in the language ("「A」、「B」和「C」" or "“A”, “B” and
 * “C”"), with how many more there are; rows not on the page shown are named by id.
 */
export function selectionNames(
  def: Pick<ResourceDef, 'titleField'>,
  locale: Locale,
  ids: readonly number[],
  rows: readonly ResourceRow[],
): string {
  const titles = ids.slice(0, NAMED_ROWS).map((id) => {
    const row = rows.find((r) => r.id === id);
    return translate(locale, 'quotedName', { name: row ? rowTitle(def, row) : `#${id}` });
  });
  const more = ids.length - titles.length;
  if (more === 0) return listFormats[locale].format(titles);
  return translate(locale, 'namesAndMore', { names: titles.join(separators[locale]), n: more });
}
