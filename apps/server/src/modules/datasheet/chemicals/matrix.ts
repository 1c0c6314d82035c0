/**
 * `GET /v1_chemicals/matrix`: the resistance chart — chemicals down, polymer families (and chosen sheets)
 * across, each cell the ratings that hold there: the column's own, else the nearest family's above it in the
 * category tree (a sheet's family first). Small tables, read whole per call: a chart, not a list.
 */
import {
  type ChemicalMatrix,
  categoryResource,
  chemicalClassResource,
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  chemicalItemResource,
  chemicalScaleResource,
  datasheetEndpoints,
  datasheetResource,
  type EndpointParsed,
  effectiveRatings,
  MATRIX_MAX_COLUMNS,
  MATRIX_MAX_ITEMS,
  type MatrixColumn,
  type MatrixItem,
  matrixCellKey,
  type PlacedRating,
  treePaths,
} from '@console/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FamilyTable, ResourceEngine } from '../../../engine/index.ts';
import { familyTable, getRows, type Reader } from '../../../engine/index.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

type MatrixQuery = EndpointParsed<typeof datasheetEndpoints.chemicalMatrix>;

interface RatingRow extends PlacedRating {
  item_id: number;
  subject: number;
}

type FamilyRatings = FamilyTable<typeof chemicalCompatibilityResource>;
type SheetRatings = FamilyTable<typeof chemicalDsCompatibilityResource>;

/** The ratings of `table` on the chosen chemicals, `subject` its column naming what each rates. */
function ratingsOf(
  db: Reader,
  table: FamilyRatings | SheetRatings,
  subject: FamilyRatings['category_id'] | SheetRatings['ds_id'],
  itemIds: readonly number[],
  where: SQL[] = [],
): Promise<RatingRow[]> {
  return db
    .select({
      item_id: table.item_id,
      subject,
      condition: table.condition,
      scale_id: table.scale_id,
      grade: table.grade,
      source: table.source,
      remark: table.remark,
    })
    .from(table)
    .where(and(inArray(table.item_id, itemIds.length > 0 ? itemIds : [0]), ...where));
}

async function itemsOf(db: Reader, query: MatrixQuery): Promise<MatrixItem[]> {
  const item = familyTable(chemicalItemResource);
  const cls = familyTable(chemicalClassResource);
  const where: SQL[] = [eq(item.enabled, true)];
  if (query.class_id) where.push(eq(item.class_id, query.class_id));
  if (query.item_id) where.push(eq(item.id, query.item_id));
  return db
    .select({
      id: item.id,
      name_zh: item.name_zh,
      name_en: item.name_en,
      cas: item.cas,
      formula: item.formula,
      class_id: item.class_id,
      class_zh: cls.name_zh,
      class_en: cls.name_en,
    })
    .from(item)
    .innerJoin(cls, eq(cls.id, item.class_id))
    .where(and(...where))
    .orderBy(asc(cls.sort), asc(cls.id), asc(item.sort), asc(item.id))
    .limit(MATRIX_MAX_ITEMS + 1);
}

interface CategoryNode {
  id: number;
  parent: number | null;
  name_zh: string;
  name_en: string;
  sort: number;
}

async function categoriesOf(db: Reader): Promise<Map<number, CategoryNode>> {
  const category = familyTable(categoryResource);
  const rows = await db
    .select({
      id: category.id,
      parent: category.parent_id,
      name_zh: category.name_zh,
      name_en: category.name_en,
      sort: category.sort,
    })
    .from(category);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each category's place when the tree is read depth first, siblings by their order: the chart's column order. */
function treeOrder(nodes: Map<number, CategoryNode>): Map<number, number> {
  const children = new Map<number | null, CategoryNode[]>();
  for (const node of nodes.values()) {
    const parent = node.parent !== null && nodes.has(node.parent) ? node.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const order = new Map<number, number>();
  const visit = (parent: number | null) => {
    const below = (children.get(parent) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of below) {
      if (order.has(node.id)) continue;
      order.set(node.id, order.size);
      visit(node.id);
    }
  };
  visit(null);
  return order;
}

export async function chemicalMatrix(db: Reader, query: MatrixQuery): Promise<ChemicalMatrix> {
  const found = await itemsOf(db, query);
  let truncated = found.length > MATRIX_MAX_ITEMS;
  const items = found.slice(0, MATRIX_MAX_ITEMS);
  const itemIds = items.map((item) => item.id);
  const family = familyTable(chemicalCompatibilityResource);
  const sheet = familyTable(chemicalDsCompatibilityResource);
  const datasheet = familyTable(datasheetResource);
  const scaleTable = familyTable(chemicalScaleResource);
  const dsIds = query.ds_id ?? [];
  const [nodes, allFamilyRatings, allSheetRatings, sheets, scales] = await Promise.all([
    categoriesOf(db),
    ratingsOf(db, family, family.category_id, itemIds),
    dsIds.length > 0
      ? ratingsOf(db, sheet, sheet.ds_id, itemIds, [inArray(sheet.ds_id, dsIds)])
      : Promise.resolve([]),
    dsIds.length > 0
      ? db
          .select({
            id: datasheet.id,
            grade: datasheet.grade,
            dsno: datasheet.dsno,
            category_id: datasheet.category_id,
          })
          .from(datasheet)
          .where(inArray(datasheet.id, dsIds))
      : Promise.resolve([]),
    db
      .select({ id: scaleTable.id })
      .from(scaleTable)
      .then((rows) =>
        getRows(
          db,
          chemicalScaleResource,
          rows.map((row) => row.id),
        ),
      ),
  ]);

  // Every exposure the chemicals are rated at, whichever one is asked for: the filter offers them all.
  const conditions = [
    ...new Set([...allFamilyRatings, ...allSheetRatings].map((rating) => rating.condition)),
  ].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const atCondition = (rating: RatingRow) =>
    query.condition === undefined || rating.condition === query.condition;
  const familyRatings = allFamilyRatings.filter(atCondition);
  const sheetRatings = allSheetRatings.filter(atCondition);

  const order = treeOrder(nodes);
  const byTree = (a: number, b: number) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
  const categoryIds =
    query.category_id ??
    (dsIds.length > 0 ? sheets.map((row) => row.category_id) : familyRatings.map((rating) => rating.subject));
  let columnCategories = [...new Set(categoryIds)].filter((cid) => nodes.has(cid));
  if (!query.category_id) columnCategories.sort(byTree);
  const sheetsById = new Map(sheets.map((row) => [row.id, row]));
  const columns: MatrixColumn[] = [
    ...columnCategories.map((cid): MatrixColumn => {
      const node = nodes.get(cid) as CategoryNode;
      return { key: `c${cid}`, kind: 'category', id: cid, name_zh: node.name_zh, name_en: node.name_en };
    }),
    ...dsIds.flatMap((sid): MatrixColumn[] => {
      const row = sheetsById.get(sid);
      if (!row) return [];
      const node = nodes.get(row.category_id);
      return [
        {
          key: `s${sid}`,
          kind: 'sheet',
          id: sid,
          name_zh: row.grade,
          name_en: row.grade,
          dsno: row.dsno,
          category_zh: node?.name_zh ?? '',
          category_en: node?.name_en ?? '',
        },
      ];
    }),
  ];
  if (columns.length > MATRIX_MAX_COLUMNS) truncated = true;
  columns.splice(MATRIX_MAX_COLUMNS);
  columnCategories = columnCategories.slice(0, MATRIX_MAX_COLUMNS);

  const grouped = (rows: RatingRow[]) => {
    const map = new Map<string, PlacedRating[]>();
    for (const { item_id, subject, ...rating } of rows) {
      const key = `${item_id}:${subject}`;
      map.set(key, [...(map.get(key) ?? []), rating]);
    }
    return map;
  };
  const familyBy = grouped(familyRatings);
  const sheetBy = grouped(sheetRatings);
  const paths = treePaths([...nodes.values()].map((node) => ({ value: node.id, parent: node.parent })));
  /** The families a column inherits from, nearest first: a family's parents, a sheet's family and its parents. */
  const ancestorsOf = (column: MatrixColumn): number[] => {
    if (column.kind === 'category') return [...(paths.get(column.id) ?? [])].reverse().slice(1);
    const categoryId = sheetsById.get(column.id)?.category_id;
    return categoryId === undefined ? [] : [...(paths.get(categoryId) ?? [])].reverse();
  };

  const cells: Record<string, PlacedRating[]> = {};
  const rated = new Set<number>();
  for (const column of columns) {
    const ancestors = ancestorsOf(column);
    for (const item of items) {
      const own = (column.kind === 'category' ? familyBy : sheetBy).get(`${item.id}:${column.id}`) ?? [];
      let ratings = effectiveRatings(
        own,
        ancestors.map((cid) => {
          const node = nodes.get(cid) as CategoryNode;
          return { ...node, ratings: familyBy.get(`${item.id}:${cid}`) ?? [] };
        }),
      );
      if (query.grade !== undefined) ratings = ratings.filter((rating) => rating.grade === query.grade);
      if (ratings.length === 0) continue;
      cells[matrixCellKey(item.id, column.key)] = ratings;
      rated.add(item.id);
    }
  }

  return {
    // A grade filter asks which chemicals get that grade: the others are left out.
    items: query.grade !== undefined ? items.filter((item) => rated.has(item.id)) : items,
    columns,
    cells,
    scales: scales.map((scale) => ({
      id: scale.id,
      name_zh: scale.name_zh,
      name_en: scale.name_en,
      grades: scale.grades.map((grade) => ({
        symbol: grade.symbol,
        meaning_zh: grade.meaning_zh,
        meaning_en: grade.meaning_en,
        color: String(grade.color),
      })),
    })),
    conditions,
    ...(truncated ? { truncated: true as const } : {}),
  };
}

export function matrixRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(datasheetEndpoints.chemicalMatrix, (query) => chemicalMatrix(engine.db, query));
}
