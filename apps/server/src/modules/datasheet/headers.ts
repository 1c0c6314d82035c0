/**
 * A header's default unit and a smart search entry's unit must measure the header's quantity: the grid
 * pre-fills new rows with the default, and the search converts into the entry's unit.
 */
import { headerResource, headerSmartResource, metricResource, ResultCode } from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { getRow } from '../../engine/index.ts';

async function refuseForeignMetric(
  tx: Tx,
  metricId: unknown,
  quantity: unknown,
  label: { zh: string; en: string },
): Promise<void> {
  if (typeof metricId !== 'number') return;
  const metric = await getRow(tx, metricResource, metricId);
  if (metric && metric.quantity !== quantity) {
    throw new AppError(ResultCode.invalid, {
      zh: `${label.zh}: 单位 ${metric.symbol} 不是「${String(quantity)}」的单位`,
      en: `${label.en}: ${metric.symbol} does not measure ${String(quantity)}`,
    });
  }
}

export function headerHooks(engine: ResourceEngine): void {
  engine.hooks.add(headerResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      if (!('default_metric_id' in values) && !('quantity' in values)) return;
      const merged = { ...before[0], ...values };
      await refuseForeignMetric(tx, merged.default_metric_id, merged.quantity, {
        zh: '默认单位',
        en: 'Default unit',
      });
    },
  });
  engine.hooks.add(headerSmartResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const merged = { ...before[0], ...values };
      if (typeof merged.header_id !== 'number') return;
      const header = await getRow(tx, headerResource, merged.header_id);
      await refuseForeignMetric(tx, merged.metric_id, header?.quantity, {
        zh: '搜索单位',
        en: 'Search unit',
      });
    },
  });
}
