/**
 * Demo UL yellow cards and certificates (issue 10 §3), written after the sheets: a card for the grades of the
 * first sheets that state a UL94 class (rows per colour × thickness as real cards print them), and for their
 * makers the certificates an operator keeps — company-wide RoHS and REACH, a sheet's UL and FDA — some
 * expired and some lapsing within 30 days of `now`, so the lists' marks have something to show.
 */
import {
  addDays,
  CertificateScope,
  certificationResource,
  type FlameClass,
  thinnestPerClass,
  yellowCardResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/index.ts';
import type { Tx } from '../../../engine/index.ts';
import { childTableOf, isScalar, tableOf } from '../../../engine/index.ts';
import { DEMO_MARK } from '../demo-data.ts';
import { accepted, insertMany, insertReturning } from './bulk.ts';

const CARDS = 8;
const CERTIFIED_MAKERS = 6;

interface Rating {
  colour: string;
  min_thickness: number;
  flame_class: FlameClass;
  hwi: number | null;
  hai: number | null;
  cti: number | null;
  rti_elec: number | null;
  rti_imp: number | null;
  rti_str: number | null;
}

const r = (
  colour: string,
  min_thickness: number,
  flame_class: FlameClass,
  plc: [number | null, number | null, number | null],
  rti: [number | null, number | null, number | null],
): Rating => ({
  colour,
  min_thickness,
  flame_class,
  hwi: plc[0],
  hai: plc[1],
  cti: plc[2],
  rti_elec: rti[0],
  rti_imp: rti[1],
  rti_str: rti[2],
});

/** Rows a card of a grade stating this class on its sheet typically holds. */
function ratingsFor(ul94: string): Rating[] {
  switch (ul94) {
    case '5VA':
    case 'V-0':
      return [
        r('NC', 0.75, 'V-0', [2, 0, 2], [130, 115, 130]),
        r('ALL', 1.5, 'V-0', [1, 0, 2], [140, 120, 140]),
        r('ALL', 3, 'V-0', [0, 0, 2], [140, 120, 140]),
        r('ALL', 3, '5VA', [0, 0, 2], [140, 120, 140]),
      ];
    case 'V-1':
      return [
        r('NC', 0.8, 'V-2', [3, 1, 1], [120, 105, 120]),
        r('NC', 1.5, 'V-1', [2, 0, 1], [130, 115, 130]),
        r('ALL', 3, 'V-0', [1, 0, 1], [130, 115, 130]),
      ];
    case 'V-2':
      return [
        r('ALL', 0.8, 'V-2', [3, 1, 0], [115, 105, 115]),
        r('NC', 1.5, 'V-2', [2, 1, 0], [125, 110, 125]),
      ];
    default:
      return [
        r('ALL', 0.4, 'HB', [4, 2, 0], [105, 95, 105]),
        r('ALL', 1.5, 'HB', [3, 1, 0], [115, 105, 115]),
        r('BK', 3, 'HB', [2, 1, 0], [120, 110, 120]),
      ];
  }
}

/** A fictional but well-formed UL file number per maker (`E` and six digits). */
const fileNumberOf = (companyId: number) => `E${100_000 + ((companyId * 7_919) % 900_000)}`;

async function writeYellowCards(tx: Tx, now: Date): Promise<void> {
  const sheets = await queryRows<{ grade: string; company_id: number; ul94: string; generic: string | null }>(
    tx,
    sql`select * from (
          select distinct on (d.company_id, d.grade) d.id, d.grade, d.company_id, d.ul94, c.name_en as generic
          from datasheet d left join category c on c.id = d.category_id
          where d.ul94 is not null order by d.company_id, d.grade, d.id
        ) s order by s.id limit ${CARDS}`,
  );
  if (sheets.length === 0) return;
  const def = yellowCardResource;
  const scalars = new Set(def.fields.filter(isScalar).map((field) => field.name));
  const values = sheets.map((sheet, index) => {
    const ratings = ratingsFor(sheet.ul94);
    const value = accepted(def, {
      file_number: fileNumberOf(sheet.company_id),
      company_id: sheet.company_id,
      grade: sheet.grade,
      generic_type: sheet.generic ?? '',
      report_date: addDays(now.toISOString().slice(0, 10), -90 * (index + 1)),
      remarks: `${DEMO_MARK}虚构黄卡，仅供演示。`,
      ratings,
    });
    return { value, thinnest: thinnestPerClass(ratings) };
  });
  const ratingsField = def.fields.find((field) => field.name === 'ratings');
  if (ratingsField?.kind !== 'children') throw new Error('yellow card declares no rating rows');
  const child = childTableOf(def, ratingsField);
  // A handful of cards: one statement each keeps every card's id beside its rows.
  for (const [index, { value, thinnest }] of values.entries()) {
    const at = new Date(now.getTime() - index * 3_600_000);
    const row = {
      ...Object.fromEntries(Object.entries(value).filter(([name]) => scalars.has(name))),
      ...thinnest,
      created_at: at,
      updated_at: at,
    };
    const [card] = await insertReturning(tx, tableOf(def.key), [row], 'file_number');
    await insertMany(
      tx,
      child.table,
      (value.ratings as Record<string, unknown>[]).map((rating, position) => ({
        ...rating,
        parent_id: card?.id,
        position,
      })),
    );
  }
}

async function writeCertificates(tx: Tx, now: Date): Promise<void> {
  const makers = await queryRows<{ company_id: number; sheet_id: number; grade: string }>(
    tx,
    sql`select distinct on (company_id) company_id, id as sheet_id, grade from datasheet
        order by company_id, id limit ${CERTIFIED_MAKERS}`,
  );
  const today = now.toISOString().slice(0, 10);
  const day = (n: number) => addDays(today, n);
  const rows = makers.flatMap((maker, index) => {
    const n = String(maker.company_id).padStart(4, '0');
    const company = { company_id: maker.company_id, scope: CertificateScope.company, datasheet_id: null };
    const sheet = {
      company_id: maker.company_id,
      scope: CertificateScope.sheet,
      datasheet_id: maker.sheet_id,
    };
    // Every third maker's REACH declaration has lapsed; every other one's RoHS report lapses this month.
    return [
      {
        ...company,
        kind: 'rohs',
        number: `SHAEC${n}0${index}`,
        issuer: 'SGS',
        valid_from: day(-340),
        valid_to: index % 2 === 1 ? day(12 + index) : day(25 + 200 * index),
      },
      {
        ...company,
        kind: 'reach',
        number: `REACH-${n}-${2023 + (index % 2)}`,
        issuer: 'Intertek',
        valid_from: day(-700),
        valid_to: index % 3 === 0 ? day(-20 - index) : day(300),
      },
      {
        ...sheet,
        kind: 'ul',
        number: fileNumberOf(maker.company_id),
        issuer: 'UL Solutions',
        valid_from: day(-1200),
        valid_to: null,
      },
      ...(index % 2 === 0
        ? [
            {
              ...sheet,
              kind: 'fda',
              number: `FDA-21CFR177-${n}`,
              issuer: 'TÜV SÜD',
              valid_from: day(-900),
              valid_to: index === 0 ? day(-45) : day(400),
            },
          ]
        : []),
    ].map((row) => ({ ...row, remarks: `${DEMO_MARK}虚构证书，仅供演示（${maker.grade}）。` }));
  });
  if (rows.length === 0) return;
  await insertMany(
    tx,
    tableOf(certificationResource.key),
    rows.map((row) => ({ ...accepted(certificationResource, row), created_at: now, updated_at: now })),
  );
}

export async function writeUlAndCertificates(tx: Tx, now: Date): Promise<void> {
  await writeYellowCards(tx, now);
  await writeCertificates(tx, now);
}
