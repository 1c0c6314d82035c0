/**
 * Raw UL rows (`cache/ul_data`): where a row may belong (the company its spelling is mapped to or resembles,
 * the cards of the same file number or company with that designation, the sheets of that grade), and the
 * match itself — the row becomes a rating row of the card (replacing the card's row of the same colour and
 * thickness), the card being created when there is none, and the raw row moves by its `match` transition: one transaction,
 * through the engine, so the card's rules and thinnest thickness per class apply and both changes are audited.
 */
import {
  datasheetEndpoints,
  declaredTransition,
  isFlameClass,
  ResultCode,
  type RowOf,
  type UlMatchResult,
  UlRawStatus,
  type UlSuggestions,
  ulRawResource,
  yellowCardResource,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { queryRows } from '../../../db/index.ts';
import type { Reader, ResourceEngine } from '../../../engine/index.ts';
import { getRow, runTransition, upsertRow, writeTransaction } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

/** Lowest trigram similarity for a company name to be suggested. */
const NAME_SIMILARITY = 0.3;

type UlRaw = RowOf<typeof ulRawResource>;
type CardRating = RowOf<typeof yellowCardResource>['ratings'][number];

async function loadRaw(db: Reader, id: number): Promise<UlRaw> {
  const row = await getRow(db, ulRawResource, id);
  if (!row) {
    throw new AppError(ResultCode.notFound, {
      zh: `UL 原始数据不存在（ID ${id}）`,
      en: `No UL raw row with id ${id}`,
    });
  }
  return row;
}

export async function ulSuggestions(db: Reader, raw: UlRaw): Promise<UlSuggestions> {
  const spelling = raw.company_raw;
  const grade = raw.designation;
  const companies = await queryRows<{ id: number; label: string; via: 'origin' | 'name' }>(
    db,
    sql`select id, label, via from (
          select c.id, c.name_zh as label, 'origin' as via, 2.0 as score
            from company_origin o join company c on c.id = o.company_id
            where lower(o.raw) = lower(${spelling})
          union all
          select c.id, c.name_zh, 'name', greatest(similarity(lower(c.name_en), lower(${spelling})),
                                                   similarity(lower(c.name_zh), lower(${spelling})))
            from company c
            where greatest(similarity(lower(c.name_en), lower(${spelling})),
                           similarity(lower(c.name_zh), lower(${spelling}))) >= ${NAME_SIMILARITY}
        ) s order by score desc, id limit 20`,
  );
  // One entry per company, the strongest reason first.
  const seen = new Set<number>();
  const unique = companies.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const companyIds = unique.map((row) => row.id);
  const ids = companyIds.length > 0 ? companyIds : [0];
  const [cards, sheets] = await Promise.all([
    queryRows<UlSuggestions['cards'][number]>(
      db,
      sql`select y.id, y.file_number, y.grade, y.company_id, coalesce(c.name_zh, '') as company
          from yellow_card y left join company c on c.id = y.company_id
          where lower(y.grade) = lower(${grade})
            and (y.file_number = ${raw.file_number} or y.company_id in ${ids})
          order by (y.file_number = ${raw.file_number}) desc, y.id limit 10`,
    ),
    queryRows<UlSuggestions['sheets'][number]>(
      db,
      sql`select d.id, d.dsno, d.grade, coalesce(c.name_zh, '') as company
          from datasheet d left join company c on c.id = d.company_id
          where lower(d.grade) = lower(${grade}) and d.company_id in ${ids}
          order by d.id limit 10`,
    ),
  ]);
  return {
    companies: unique.slice(0, 5).map((row) => ({ id: row.id, label: row.label, via: row.via })),
    cards,
    sheets,
  };
}

function ratingOf(raw: UlRaw) {
  return {
    colour: raw.colour,
    min_thickness: raw.min_thickness,
    flame_class: raw.flame_class,
    hwi: raw.hwi,
    hai: raw.hai,
    cti: raw.cti,
    rti_elec: raw.rti_elec,
    rti_imp: raw.rti_imp,
    rti_str: raw.rti_str,
  };
}

/** The card's rows with the raw row in: the card's row of the same colour and thickness is replaced. */
function withRating(rows: readonly CardRating[], rating: ReturnType<typeof ratingOf>) {
  const same = (row: CardRating) =>
    row.colour.toLowerCase() === rating.colour.toLowerCase() &&
    row.min_thickness === rating.min_thickness &&
    row.flame_class === rating.flame_class;
  // A card's rows as read carry their id and fields only (no parent or position): the id is dropped.
  const kept = rows.filter((row) => !same(row)).map(({ id: _id, ...row }) => row);
  return [...kept, rating];
}

export function ulRawRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;

  serve(datasheetEndpoints.ulSuggest, async ({ id }) => ulSuggestions(db, await loadRaw(db, id)));

  serve(datasheetEndpoints.ulMatch, async (body, request) => {
    const admin = requireAdmin(request);
    // One transaction: the card's change and the raw row's status commit or roll back together.
    const result = await writeTransaction(engine, async (inTx): Promise<UlMatchResult> => {
      const raw = await loadRaw(inTx.tx, body.id);
      if (raw.status !== UlRawStatus.waiting) {
        throw new AppError(ResultCode.conflict, {
          zh: `该行已${raw.status === UlRawStatus.matched ? '匹配' : '忽略'}，不能再次匹配`,
          en: `This row has been ${raw.status} already`,
        });
      }
      if (!isFlameClass(raw.flame_class)) {
        throw new AppError(ResultCode.invalid, {
          zh: `阻燃等级「${raw.flame_class}」不是 UL94 等级，请先修正该行`,
          en: `"${raw.flame_class}" is not a UL94 class: correct the row first`,
        });
      }
      const rating = ratingOf(raw);
      const chosen = body.yellow_card_id
        ? await getRow(inTx.tx, yellowCardResource, body.yellow_card_id)
        : null;
      if (body.yellow_card_id && !chosen) {
        throw new AppError(ResultCode.notFound, {
          zh: `黄卡不存在（ID ${body.yellow_card_id}）`,
          en: `No yellow card with id ${body.yellow_card_id}`,
        });
      }
      // The card chosen, else the card of this file number and designation (in any case), else a new one.
      const { row: card, created } = await upsertRow(
        inTx,
        yellowCardResource,
        admin,
        chosen
          ? { file_number: chosen.file_number, grade: chosen.grade }
          : { file_number: raw.file_number, grade: raw.designation },
        (found) => {
          if (!found) {
            return {
              company_id: body.company_id,
              generic_type: raw.generic_type ?? '',
              ratings: [rating],
              enabled: true,
            };
          }
          if (found.company_id !== body.company_id) {
            throw new AppError(ResultCode.invalid, {
              zh: '所选黄卡属于另一家企业',
              en: 'The chosen yellow card belongs to another company',
            });
          }
          return { ratings: withRating(found.ratings ?? [], rating) };
        },
        { ignoreCase: chosen ? [] : ['grade'] },
      );
      await runTransition(inTx, ulRawResource, admin, declaredTransition(ulRawResource, 'match'), [body.id], {
        yellow_card_id: card.id,
      });
      return { yellow_card_id: card.id, created };
    });
    return result;
  });
}
