/**
 * The chemical-resistance rules the engine cannot derive: a CAS number's check digit; a scale's grades
 * unique and never dropped while ratings use them; a rating's grade one of its scale's, its exposure label
 * written from its parts, one rating per chemical, family (or sheet) and exposure, and the chemical's class
 * copied for the class filter (kept in step when a chemical changes class).
 */
import {
  casProblem,
  categoryResource,
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  chemicalItemResource,
  chemicalScaleResource,
  datasheetResource,
  exposureLabel,
  ResultCode,
  type RowOf,
} from '@console/contract';
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine, Tx } from '../../../engine/index.ts';
import { familyTable, getRow } from '../../../engine/index.ts';

const invalid = (zh: string, en: string) => new AppError(ResultCode.invalid, { zh, en });

/** The rating families, the field naming what each rates (and its column) and the family it names. */
export const ratingFamilies = [
  {
    def: chemicalCompatibilityResource,
    subject: 'category_id',
    subjectDef: categoryResource,
    table: () => familyTable(chemicalCompatibilityResource),
    subjectColumn: () => familyTable(chemicalCompatibilityResource).category_id,
  },
  {
    def: chemicalDsCompatibilityResource,
    subject: 'ds_id',
    subjectDef: datasheetResource,
    table: () => familyTable(chemicalDsCompatibilityResource),
    subjectColumn: () => familyTable(chemicalDsCompatibilityResource).ds_id,
  },
] as const;

type RatingFamily = (typeof ratingFamilies)[number];

interface Grade {
  symbol: string;
}

type Scale = RowOf<typeof chemicalScaleResource>;

const symbolsOf = (scale: Scale | null | undefined): string[] =>
  (scale?.grades ?? []).map((grade) => grade.symbol);

/** The value a change leaves a field with: the new one when given, else the row's. */
function merged<R extends object, K extends keyof R & string>(
  values: Record<string, unknown>,
  before: R | undefined,
  name: K,
): unknown {
  return name in values ? values[name] : before?.[name];
}

/** What a refusal names a row by: a chemical's, family's or scale's name, a sheet's grade. */
interface Titled {
  name_zh?: string;
  name_en?: string;
  grade?: string;
}

const titleOf = (row: Titled | null, fallback: number) => row?.name_zh ?? row?.grade ?? String(fallback);
const titleEnOf = (row: Titled | null, fallback: number) =>
  row?.name_en || row?.name_zh || row?.grade || String(fallback);

function ratingHooks(engine: ResourceEngine, family: RatingFamily): void {
  const { def, subject, subjectDef } = family;
  engine.hooks.add(def, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const old = before[0];
      const itemId = Number(merged(values, old, 'item_id'));
      const subjectId = Number(merged(values, old, subject));
      const scaleId = Number(merged(values, old, 'scale_id'));
      const grade = String(merged(values, old, 'grade') ?? '');
      const scale = await getRow(tx, chemicalScaleResource, scaleId);
      const symbols = symbolsOf(scale);
      if (!symbols.includes(grade)) {
        throw invalid(
          `等级: 「${grade}」不是评级标准「${titleOf(scale, scaleId)}」的等级（可选 ${symbols.join(' / ')}）`,
          `Grade: "${grade}" is not a grade of the scale "${titleEnOf(scale, scaleId)}" (it has ${symbols.join(' / ')})`,
        );
      }
      const condition = exposureLabel({
        temperature: merged(values, old, 'temperature') as number | null,
        duration_days: merged(values, old, 'duration_days') as number | null,
        concentration: merged(values, old, 'concentration') as number | null,
      });
      const item = await getRow(tx, chemicalItemResource, itemId);
      await refuseDuplicate(tx, family, { itemId, subjectId, condition, id: old?.id }, async () => ({
        item,
        subject: await getRow(tx, subjectDef, subjectId),
      }));
      return { condition, class_id: item?.class_id ?? null };
    },
  });
}

/** One rating per chemical, family (or sheet) and exposure, refused with their names rather than ids. */
async function refuseDuplicate(
  tx: Tx,
  family: RatingFamily,
  key: { itemId: number; subjectId: number; condition: string; id?: number },
  names: () => Promise<{ item: Titled | null; subject: Titled | null }>,
): Promise<void> {
  const { def } = family;
  const table = family.table();
  const where: SQL[] = [
    eq(table.item_id, key.itemId),
    eq(family.subjectColumn(), key.subjectId),
    eq(table.condition, key.condition),
  ];
  if (key.id !== undefined) where.push(ne(table.id, key.id));
  const [taken] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(...where));
  if (taken?.n === 0) return;
  const found = await names();
  const exposureZh = key.condition || '未注明条件';
  const exposureEn = key.condition || 'no stated exposure';
  throw new AppError(ResultCode.conflict, {
    zh: `${def.label.zh}: 「${titleOf(found.item, key.itemId)}」对「${titleOf(found.subject, key.subjectId)}」在「${exposureZh}」下已有评级，请编辑那一条`,
    en: `${def.label.en}: "${titleEnOf(found.item, key.itemId)}" on "${titleEnOf(found.subject, key.subjectId)}" at "${exposureEn}" is rated already; edit that rating`,
  });
}

function itemHooks(engine: ResourceEngine): void {
  engine.hooks.add(chemicalItemResource, {
    beforeWrite({ action, values }) {
      if (action !== 'add' && action !== 'update') return;
      const cas = values.cas;
      if (typeof cas !== 'string' || cas === '') return;
      const problem = casProblem(cas);
      if (problem) throw invalid(problem.zh, problem.en);
    },
    async afterWrite({ tx, action, ids }) {
      if (action !== 'update') return;
      // The ratings' copy of the class follows the chemical.
      for (const id of ids) {
        const item = await getRow(tx, chemicalItemResource, id);
        if (!item) continue;
        for (const family of ratingFamilies) {
          const table = family.table();
          // raw write: the ratings' copy of the chemical's class, kept inside the chemical's own write
          await tx
            .update(table)
            .set({ class_id: item.class_id })
            .where(and(eq(table.item_id, id), ne(table.class_id, item.class_id)));
        }
      }
    },
  });
}

function scaleHooks(engine: ResourceEngine): void {
  engine.hooks.add(chemicalScaleResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      if (!Array.isArray(values.grades)) return;
      const symbols = (values.grades as Grade[]).map((grade) => grade.symbol);
      if (symbols.length === 0) {
        throw invalid('等级: 评级标准至少需要一个等级', 'Grades: a scale needs at least one grade');
      }
      const twice = symbols.find((symbol, index) => symbols.indexOf(symbol) !== index);
      if (twice !== undefined) {
        throw invalid(`等级: 符号「${twice}」出现了两次`, `Grades: the symbol "${twice}" is given twice`);
      }
      const old = before[0];
      if (!old) return;
      const dropped = symbolsOf(old).filter((symbol) => !symbols.includes(symbol));
      if (dropped.length === 0) return;
      for (const family of ratingFamilies) {
        const table = family.table();
        const [used] = await tx
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.scale_id, old.id), inArray(table.grade, dropped)));
        const n = used?.n ?? 0;
        if (n > 0) {
          throw invalid(
            `等级: ${n} 条${family.def.label.zh}评级使用了等级「${dropped.join('、')}」，不能删除或改名`,
            `Grades: ${n} ${family.def.label.en.toLowerCase()} ratings use "${dropped.join('", "')}"; it cannot be removed or renamed`,
          );
        }
      }
    },
  });
}

export function chemicalHooks(engine: ResourceEngine): void {
  itemHooks(engine);
  scaleHooks(engine);
  for (const family of ratingFamilies) ratingHooks(engine, family);
}
