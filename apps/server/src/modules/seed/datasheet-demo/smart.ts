/**
 * Demo rows of the parametric search's offer and of the UL raw import (issue 10 §1, §2), written after the
 * sheets and yellow cards: three presets over the demo's smart headers, and raw UL rows waiting to be
 * matched — rows of a demo card's file and grade spelled as UL prints the maker (the suggestion finds the
 * card), and a grade no card holds yet (matching creates one). No saved search: those are an admin's own.
 */
import {
  encodeSmartQuery,
  type SearchCondition,
  searchPresetResource,
  ulRawResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { tableOf } from '../../../engine/index.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { accepted, insertMany } from './bulk.ts';

async function idsByCode(tx: Tx): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; code: string }>(tx, sql`select id, code from header`);
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function writePresets(tx: Tx, now: Date): Promise<void> {
  const header = await idsByCode(tx);
  const [hdt18] = await queryRows<{ id: number }>(
    tx,
    sql`select id from condition where load_stress = 1.8 order by id limit 1`,
  );
  const range = (code: string, unit: string, min?: number, max?: number, condition_id?: number) =>
    header.has(code)
      ? [
          {
            kind: 'range',
            header_id: header.get(code) as number,
            unit,
            min,
            max,
            condition_id,
          } as SearchCondition,
        ]
      : [];
  const presets = [
    {
      name_zh: 'PA66 GF30 结构件',
      name_en: 'PA66 GF30 structural parts',
      conditions: [
        ...range('tensile_strength', 'MPa', 150),
        ...range('hdt', 'degC', 240, undefined, hdt18 ? Number(hdt18.id) : undefined),
      ],
    },
    {
      name_zh: '阻燃电气件 V-0',
      name_en: 'Flame-retardant electrical parts V-0',
      conditions: [
        ...(header.has('ul94')
          ? [
              {
                kind: 'rating',
                header_id: header.get('ul94') as number,
                any_of: ['V-0', '5VA'],
                max_thickness: 1.5,
              } as SearchCondition,
            ]
          : []),
        ...range('tensile_strength', 'MPa', 80),
      ],
    },
    { name_zh: '高流动薄壁件', name_en: 'High-flow thin walls', conditions: range('mfr', 'g/10min', 20) },
  ].filter((preset) => preset.conditions.length > 0);
  if (presets.length === 0) return;
  await insertMany(
    tx,
    tableOf(searchPresetResource.key),
    presets.map(({ conditions, ...names }, index) => ({
      ...accepted(searchPresetResource, {
        ...names,
        query: encodeSmartQuery({ conditions: conditions.map(withoutUndefined) }),
        sort: (index + 1) * 10,
      }),
      created_at: now,
      updated_at: now,
    })),
  );
}

const withoutUndefined = (condition: SearchCondition) =>
  Object.fromEntries(Object.entries(condition).filter(([, value]) => value !== undefined)) as SearchCondition;

async function writeUlRaw(tx: Tx, now: Date): Promise<void> {
  const [card] = await queryRows<{
    file_number: string;
    grade: string;
    generic_type: string;
    company: string;
  }>(
    tx,
    sql`select y.file_number, y.grade, y.generic_type, upper(c.name_en) as company
        from yellow_card y join company c on c.id = y.company_id order by y.id limit 1`,
  );
  const [sheet] = await queryRows<{ grade: string; company: string }>(
    tx,
    sql`select d.grade, c.name_en as company from datasheet d join company c on c.id = d.company_id
        where not exists (select 1 from yellow_card y where y.company_id = d.company_id and lower(y.grade) = lower(d.grade))
        order by d.id limit 1`,
  );
  const rating = (colour: string, min_thickness: number, flame_class: string, rti: number) => ({
    colour,
    min_thickness,
    flame_class,
    hwi: flame_class === 'HB' ? 3 : 1,
    hai: 0,
    cti: 2,
    rti_elec: rti,
    rti_imp: rti - 15,
    rti_str: rti,
  });
  const rows = [
    ...(card
      ? [
          { ...rating('BK', 0.4, 'V-2', 120), status: 'waiting' },
          { ...rating('WT', 2, 'V-0', 140), status: 'waiting' },
        ].map((row) => ({
          ...row,
          file_number: card.file_number,
          company_raw: `${card.company} (${DEMO_MARK})`,
          designation: card.grade,
          generic_type: card.generic_type,
        }))
      : []),
    ...(sheet
      ? [rating('NC', 0.8, 'V-2', 115), rating('ALL', 1.6, 'V-0', 130), rating('ALL', 3, '5VA', 130)].map(
          (row) => ({
            ...row,
            file_number: 'E512345',
            company_raw: `${sheet.company.toUpperCase()} CO., LTD.`,
            designation: sheet.grade,
            generic_type: '',
          }),
        )
      : []),
    {
      ...rating('NC', 1.5, 'HB', 105),
      file_number: 'E300001',
      company_raw: `${DEMO_MARK}UNKNOWN RESINS INC`,
      designation: 'UR-100',
      generic_type: 'Polypropylene (PP)',
      status: 'ignored',
    },
  ];
  await insertMany(
    tx,
    tableOf(ulRawResource.key),
    rows.map((row, index) => {
      const at = new Date(now.getTime() - index * 600_000);
      return { ...accepted(ulRawResource, row), created_at: at, updated_at: at };
    }),
  );
}

export async function writeSmartDemo(tx: Tx, now: Date): Promise<void> {
  await writePresets(tx, now);
  await writeUlRaw(tx, now);
}
