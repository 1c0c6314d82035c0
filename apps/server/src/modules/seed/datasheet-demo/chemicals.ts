/**
 * The chemical-resistance demo: six classes of common media with their real CAS numbers, the two rating
 * scales in use (A–D and +/o/−), family ratings at room temperature for the demo's polymer families (what
 * general resistance charts say: polyamides attacked by strong acids, polyolefins resisting most acids and
 * bases, PC and PBT hydrolysed by alkalis, amorphous PC and ABS dissolved by aromatics and ketones), a few at
 * 60 °C, and a few sheets' own ratings from their makers. The sources say they are demo rows.
 */
import {
  type ChildrenField,
  casProblem,
  chemicalClassResource,
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  chemicalItemResource,
  chemicalScaleResource,
  datasheetResource,
  exposureLabel,
  type ResourceDef,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../engine/index.ts';
import { childTableOf, familyTable, tableOf } from '../../../engine/index.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { accepted, idMap, insertMany, insertReturning } from './bulk.ts';
import type { LibraryIds } from './write-libraries.ts';

type Row = [code: string, zh: string, en: string, cas: string, formula: string, concentration: string];

const classes: readonly { code: string; zh: string; en: string; items: readonly Row[] }[] = [
  {
    code: 'acids',
    zh: '酸',
    en: 'Acids',
    items: [
      ['sulfuric_acid', '硫酸', 'Sulfuric acid', '7664-93-9', 'H2SO4', '98 %'],
      ['hydrochloric_acid', '盐酸', 'Hydrochloric acid', '7647-01-0', 'HCl', '36 %'],
      ['nitric_acid', '硝酸', 'Nitric acid', '7697-37-2', 'HNO3', '65 %'],
      ['acetic_acid', '乙酸', 'Acetic acid', '64-19-7', 'CH3COOH', '冰醋酸'],
      ['phosphoric_acid', '磷酸', 'Phosphoric acid', '7664-38-2', 'H3PO4', '85 %'],
    ],
  },
  {
    code: 'bases',
    zh: '碱',
    en: 'Bases',
    items: [
      ['sodium_hydroxide', '氢氧化钠', 'Sodium hydroxide', '1310-73-2', 'NaOH', '50 %'],
      ['potassium_hydroxide', '氢氧化钾', 'Potassium hydroxide', '1310-58-3', 'KOH', '50 %'],
      ['ammonia', '氨水', 'Ammonia solution', '1336-21-6', 'NH4OH', '25 %'],
      ['sodium_hypochlorite', '次氯酸钠', 'Sodium hypochlorite', '7681-52-9', 'NaClO', '10 % 有效氯'],
    ],
  },
  {
    code: 'alcohols',
    zh: '醇',
    en: 'Alcohols',
    items: [
      ['methanol', '甲醇', 'Methanol', '67-56-1', 'CH3OH', ''],
      ['ethanol', '乙醇', 'Ethanol', '64-17-5', 'C2H5OH', '96 %'],
      ['isopropanol', '异丙醇', 'Isopropanol', '67-63-0', 'C3H8O', ''],
      ['ethylene_glycol', '乙二醇', 'Ethylene glycol', '107-21-1', 'C2H6O2', ''],
    ],
  },
  {
    code: 'hydrocarbons',
    zh: '烃',
    en: 'Hydrocarbons',
    items: [
      ['hexane', '正己烷', 'n-Hexane', '110-54-3', 'C6H14', ''],
      ['toluene', '甲苯', 'Toluene', '108-88-3', 'C7H8', ''],
      ['xylene', '二甲苯', 'Xylene', '1330-20-7', 'C8H10', ''],
      ['dichloromethane', '二氯甲烷', 'Dichloromethane', '75-09-2', 'CH2Cl2', ''],
    ],
  },
  {
    code: 'ketones_esters',
    zh: '酮与酯',
    en: 'Ketones and esters',
    items: [
      ['acetone', '丙酮', 'Acetone', '67-64-1', 'C3H6O', ''],
      ['butanone', '丁酮', 'Methyl ethyl ketone', '78-93-3', 'C4H8O', ''],
      ['ethyl_acetate', '乙酸乙酯', 'Ethyl acetate', '141-78-6', 'C4H8O2', ''],
    ],
  },
  {
    code: 'oils_fuels',
    zh: '油脂与燃料',
    en: 'Oils and fuels',
    items: [
      ['petrol', '汽油', 'Petrol', '8006-61-9', '', ''],
      ['diesel', '柴油', 'Diesel fuel', '68334-30-5', '', ''],
      ['engine_oil', '机油', 'Engine oil', '', '', '矿物油基'],
      ['soybean_oil', '大豆油', 'Soybean oil', '8001-22-7', '', ''],
    ],
  },
];

const itemOrder = classes.flatMap((cls) => cls.items.map((item) => item[0]));

/**
 * Grades at 23 °C, 30 days, one letter per chemical in `itemOrder`, per polymer family (category code). The
 * polyamides are rated once on their second-level family: PA6, PA66, PA12 and PPA inherit it.
 */
const roomTemperature: Readonly<Record<string, string>> = {
  //           acids  bases alcoh hydro keto oils
  polyamide: 'DDDCD BBBD BBAB AAAC AAA AAAA',
  pbt: 'DCDBC DDDC AAAA ABBD BBB AAAA',
  pc: 'DBCBA DDDC CBBB BDDD DDD DBBA',
  pom: 'DDDCC AAAD AAAA AAAC AAA AAAA',
  abs: 'DBDCB AAAB BBBA BDDD DDD CBBB',
  pp: 'BACAA AAAB AAAA BCCC ABB CBBA',
  hdpe: 'BACAA AAAA AAAA BCCC ABB CBAA',
  pps: 'BACAA AAAB AAAA AAAB AAA AAAA',
  peek: 'DACAA AAAA AAAA AAAB AAA AAAA',
};

/** Ratings at other exposures: [family, chemical, temperature °C, days, concentration %, grade]. */
const otherExposures: readonly [string, string, number, number, number | null, string][] = [
  ['pa66', 'sulfuric_acid', 23, 30, 10, 'C'],
  ['pp', 'sulfuric_acid', 23, 30, 10, 'A'],
  ['pa66', 'sulfuric_acid', 60, 30, null, 'D'],
  ['pa66', 'sodium_hydroxide', 60, 30, null, 'C'],
  ['pa66', 'ethylene_glycol', 60, 30, 50, 'C'],
  ['pp', 'sulfuric_acid', 60, 30, null, 'C'],
  ['pp', 'sodium_hydroxide', 60, 30, null, 'A'],
  ['pp', 'toluene', 60, 30, null, 'D'],
  ['pc', 'sodium_hydroxide', 60, 30, 10, 'D'],
];

/** Sheets' own ratings (on the makers' +/o/− scale): [category of the sheet, chemical, °C, days, grade]. */
const sheetRatings: readonly [string, string, number, number, string][] = [
  ['pa66', 'ethylene_glycol', 23, 30, '+'],
  ['pa66', 'sodium_hydroxide', 23, 30, 'o'],
  ['pp', 'toluene', 23, 30, 'o'],
  ['pc', 'sodium_hydroxide', 23, 30, '−'],
  ['pc', 'ethanol', 23, 30, '+'],
];

const scales = [
  {
    code: 'a_to_d',
    name_zh: 'A–D 四级',
    name_en: 'A–D',
    description: 'A ≤10 % 性能损失；B ≤40 %；C >40 %，仅短时或间歇使用；D 溶解或降解，不可使用',
    grades: [
      ['A', '耐受', 'Resistant', 'green'],
      ['B', '轻微影响', 'Slight attack', 'lime'],
      ['C', '中等影响', 'Moderate attack', 'orange'],
      ['D', '不耐', 'Not recommended', 'red'],
    ],
  },
  {
    code: 'plus_minus',
    name_zh: '+/o/− 三级',
    name_en: '+/o/−',
    description: '+ 30 天内无损伤；o 7–30 天内轻微损伤；− 不适用',
    grades: [
      ['+', '耐受', 'Resistant', 'green'],
      ['o', '有限耐受', 'Limited resistance', 'gold'],
      ['−', '不耐', 'Not resistant', 'red'],
    ],
  },
] as const;

const SORT_STEP = 10;

function lettersOf(family: string, grades: string): string[] {
  const letters = [...grades.replaceAll(' ', '')];
  if (letters.length !== itemOrder.length)
    throw new Error(`demo ratings of ${family}: ${letters.length} grades`);
  return letters;
}

async function write(tx: Tx, def: ResourceDef, rows: Record<string, unknown>[], at: Date, key: string) {
  const stored = rows.map((row) => ({ ...accepted(def, row), created_at: at, updated_at: at }));
  return idMap(await insertReturning(tx, tableOf(def.key), stored, key));
}

/** The first demo sheet of a category (the seed's order), to hang a maker's own ratings on. */
async function firstSheetOf(tx: Tx, categoryId: number): Promise<number | undefined> {
  const table = familyTable(datasheetResource);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.category_id, categoryId)))
    .orderBy(asc(table.id))
    .limit(1);
  return row?.id;
}

export async function writeChemicalDemo(tx: Tx, ids: LibraryIds, at: Date): Promise<void> {
  const classId = await write(
    tx,
    chemicalClassResource,
    classes.map((cls, index) => ({
      name_zh: cls.zh,
      name_en: cls.en,
      code: cls.code,
      sort: index * SORT_STEP,
    })),
    at,
    'code',
  );
  const itemRows = classes.flatMap((cls) =>
    cls.items.map(([, zh, en, cas, formula, concentration]) => {
      const problem = cas ? casProblem(cas) : null;
      if (problem) throw new Error(`demo chemical ${zh}: ${problem.en}`);
      return { name_zh: zh, name_en: en, class_id: classId(cls.code), cas, formula, concentration };
    }),
  );
  const itemByName = await write(
    tx,
    chemicalItemResource,
    itemRows.map((row, index) => ({ ...row, sort: index * SORT_STEP })),
    at,
    'name_zh',
  );
  const itemId = (code: string) => itemByName(itemRows[itemOrder.indexOf(code)]?.name_zh);
  const classOf = (code: string) => itemRows[itemOrder.indexOf(code)]?.class_id;

  const scaleId = await write(
    tx,
    chemicalScaleResource,
    scales.map(({ grades: _, ...scale }, index) => ({ ...scale, sort: index * SORT_STEP })),
    at,
    'code',
  );
  const gradesField = chemicalScaleResource.fields.find((f) => f.name === 'grades') as ChildrenField;
  await insertMany(
    tx,
    childTableOf(chemicalScaleResource, gradesField).table,
    scales.flatMap((scale) =>
      scale.grades.map(([symbol, meaning_zh, meaning_en, color], position) => ({
        parent_id: scaleId(scale.code),
        position,
        symbol,
        meaning_zh,
        meaning_en,
        color,
      })),
    ),
  );

  const rating = (
    subject: Record<string, number>,
    item: string,
    temperature: number,
    duration_days: number,
    concentration: number | null,
    scale: string,
    grade: string,
    source: string,
  ) => ({
    ...accepted(subject.ds_id ? chemicalDsCompatibilityResource : chemicalCompatibilityResource, {
      item_id: itemId(item),
      ...subject,
      temperature,
      duration_days,
      concentration,
      scale_id: scaleId(scale),
      grade,
      source: `${DEMO_MARK}${source}`,
    }),
    condition: exposureLabel({ temperature, duration_days, concentration }),
    class_id: classOf(item),
    created_at: at,
    updated_at: at,
  });
  const chart = '通用耐化学性表';
  const familyRows = [
    ...Object.entries(roomTemperature).flatMap(([family, grades]) =>
      lettersOf(family, grades).map((grade, index) =>
        rating(
          { category_id: ids.category(family) },
          itemOrder[index] as string,
          23,
          30,
          null,
          'a_to_d',
          grade,
          chart,
        ),
      ),
    ),
    ...otherExposures.map(([family, item, temperature, days, concentration, grade]) =>
      rating(
        { category_id: ids.category(family) },
        item,
        temperature,
        days,
        concentration,
        'a_to_d',
        grade,
        chart,
      ),
    ),
  ];
  await insertMany(tx, tableOf(chemicalCompatibilityResource.key), familyRows);

  const sheetRows = [];
  for (const [family, item, temperature, days, grade] of sheetRatings) {
    const sheet = await firstSheetOf(tx, ids.category(family));
    if (sheet === undefined) continue;
    sheetRows.push(
      rating({ ds_id: sheet }, item, temperature, days, null, 'plus_minus', grade, '生产商物性表'),
    );
  }
  await insertMany(tx, tableOf(chemicalDsCompatibilityResource.key), sheetRows);
}
