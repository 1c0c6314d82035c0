/**
 * What the search form offers (`smart/option`, `smart/unit`): the stored choices are only a unit's
 * offered flag and the default system; the units, their quantities and systems are the metric table's, and
 * which smart headers and their order are the smart header entries'. One read gives the form all of it.
 */
import {
  checkStoredQuery,
  datasheetEndpoints,
  type headerResource,
  headerSmartResource,
  type metricResource,
  parseDefaultSystem,
  quantitiesWithoutUnits,
  quantityCodes,
  ResultCode,
  type RowOf,
  SEARCH_DEFAULT_SYSTEM_SETTING,
  SMART_ORDER_STEP,
  type SmartOptions,
  type SmartUnitChoice,
  type SmartUnitsView,
  type searchPresetResource,
  searchUnitResource,
  settingKeyResource,
  type UnitSystem,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../core/errors.ts';
import { queryRows } from '../../../db/index.ts';
import type { Reader, ResourceEngine } from '../../../engine/index.ts';
import { updateRow, upsertRow, writeTransaction } from '../../../engine/index.ts';
import { requireAdmin } from '../../../http/auth.ts';
import type { ServeEndpoint } from '../../../http/endpoint.ts';

const quantityOrder = new Map<string, number>(quantityCodes.map((code, index) => [code, index]));

export async function defaultSystem(db: Pick<Reader, 'execute'>): Promise<UnitSystem> {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from setting_key where key = ${SEARCH_DEFAULT_SYSTEM_SETTING} and enabled`,
  );
  return parseDefaultSystem(row?.value);
}

type Metric = RowOf<typeof metricResource>;
type Header = RowOf<typeof headerResource>;
type SmartHeader = RowOf<typeof headerSmartResource>;
type Preset = RowOf<typeof searchPresetResource>;

/** Every enabled metric with its choice (no row: offered), by quantity in catalogue order, then metric order. */
export async function unitChoices(db: Pick<Reader, 'execute'>): Promise<SmartUnitChoice[]> {
  const choices = await queryRows<
    Pick<Metric, 'code' | 'symbol' | 'name_zh' | 'name_en' | 'quantity' | 'system'> & {
      metric_id: number;
      offered: boolean;
    }
  >(
    db,
    sql`select m.id as metric_id, m.code, m.symbol, m.name_zh, m.name_en, m.quantity, m.system,
               coalesce(u.offered, true) as offered
        from metric m left join search_unit u on u.metric_id = m.id
        where m.enabled order by m.sort, m.id`,
  );
  const rank = (quantity: string) => quantityOrder.get(quantity) ?? quantityOrder.size;
  // A stable sort: within a quantity the metric table's order stays.
  return choices.sort((a, b) => rank(a.quantity) - rank(b.quantity));
}

async function searchOptions(db: Reader): Promise<SmartOptions> {
  const [system, units, headers, presets] = await Promise.all([
    defaultSystem(db),
    unitChoices(db),
    queryRows<
      Pick<Header, 'id' | 'quantity' | 'value_kind'> & Pick<SmartHeader, 'name_zh' | 'name_en' | 'choices'>
    >(
      db,
      sql`select h.id, e.name_zh, e.name_en, h.quantity, h.value_kind, e.choices
          from header_smart e join header h on h.id = e.header_id
          where e.enabled and h.enabled and h.smart order by e.sort, e.id`,
    ),
    queryRows<Pick<Preset, 'id' | 'name_zh' | 'name_en' | 'query'>>(
      db,
      sql`select id, name_zh, name_en, query from search_preset where enabled order by sort, id`,
    ),
  ]);
  return {
    default_system: system,
    units: units
      .filter((unit) => unit.offered)
      .map(({ code, symbol, quantity, system: unitSystem }) => ({
        code,
        symbol,
        quantity,
        system: unitSystem,
      })),
    headers: headers.map((row) => ({
      id: row.id,
      name_zh: row.name_zh ?? '',
      name_en: row.name_en || row.name_zh || '',
      quantity: row.quantity,
      value_kind: row.value_kind,
      choices: (row.choices ?? '')
        .split(',')
        .map((choice) => choice.trim())
        .filter(Boolean),
    })),
    // A preset whose stored query no longer reads (written before a rule changed) is left out, not sent broken.
    presets: presets.flatMap((row) => {
      const checked = checkStoredQuery(row.query);
      return checked.ok
        ? [{ id: row.id, name_zh: row.name_zh, name_en: row.name_en, query: checked.query }]
        : [];
    }),
  };
}

export function smartOptionRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  const { db } = engine;
  serve(datasheetEndpoints.smartOptions, () => searchOptions(db));

  serve(datasheetEndpoints.smartOrder, async ({ ids }, request) => {
    const admin = requireAdmin(request);
    await writeTransaction(engine, async (inTx) => {
      const rows = await queryRows<{ id: number; sort: number }>(
        inTx.tx,
        sql`select id, sort from header_smart`,
      );
      const current = new Map(rows.map((row) => [row.id, row.sort]));
      if (
        new Set(ids).size !== ids.length ||
        ids.length !== current.size ||
        ids.some((id) => !current.has(id))
      ) {
        throw new AppError(ResultCode.invalid, {
          zh: '排序须恰好包含每个智能表头条目一次',
          en: 'The order must name every smart header entry exactly once',
        });
      }
      for (const [index, id] of ids.entries()) {
        const sort = (index + 1) * SMART_ORDER_STEP;
        if (current.get(id) !== sort) await updateRow(inTx, headerSmartResource, admin, { id, sort });
      }
    });
    return { ids };
  });

  serve(datasheetEndpoints.smartUnits, async () => {
    const view: SmartUnitsView = { default_system: await defaultSystem(db), units: await unitChoices(db) };
    return view;
  });

  serve(datasheetEndpoints.smartUnitsSave, async (body, request) => {
    const admin = requireAdmin(request);
    const view = await writeTransaction(engine, async (inTx) => {
      const current = await unitChoices(inTx.tx);
      const asked = new Map(body.offered.map((choice) => [choice.metric_id, choice.offered]));
      const unknown = [...asked.keys()].filter((id) => !current.some((unit) => unit.metric_id === id));
      if (unknown.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `单位不存在或已停用（ID ${unknown.join(', ')}）`,
          en: `No enabled unit with id ${unknown.join(', ')}`,
        });
      }
      const next = current.map((unit) => ({ ...unit, offered: asked.get(unit.metric_id) ?? unit.offered }));
      const bare = quantitiesWithoutUnits(next);
      if (bare.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `每个物理量至少要提供一个单位：${bare.join('、')}`,
          en: `Each quantity needs at least one offered unit: ${bare.join(', ')}`,
        });
      }
      const changed = next.filter((unit, index) => unit.offered !== current[index]?.offered);
      // A metric without its row is offered: the first choice against it adds the row.
      for (const unit of changed) {
        await upsertRow(
          inTx,
          searchUnitResource,
          admin,
          { metric_id: unit.metric_id },
          { offered: unit.offered },
        );
      }
      await upsertRow(inTx, settingKeyResource, admin, { key: SEARCH_DEFAULT_SYSTEM_SETTING }, (found) =>
        found
          ? { value: body.default_system, enabled: true }
          : {
              value: body.default_system,
              description: '参数搜索的默认单位制 (si / imperial)',
              is_public: false,
              enabled: true,
            },
      );
      return { default_system: body.default_system, units: next } satisfies SmartUnitsView;
    });
    return view;
  });
}
