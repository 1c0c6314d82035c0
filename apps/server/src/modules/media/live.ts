/** Live streams: a stream ends after it starts, whichever write sets either time (one row or many). */
import { liveResource, liveTimesInOrder, ResultCode } from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';

export function liveHooks(engine: ResourceEngine): void {
  engine.hooks.add(liveResource, {
    async beforeWrite({ action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      if (!('starts_at' in values) && !('ends_at' in values)) return;
      for (const row of before.length > 0 ? before : [undefined]) {
        const startsAt = 'starts_at' in values ? values.starts_at : row?.starts_at;
        const endsAt = 'ends_at' in values ? values.ends_at : row?.ends_at;
        if (!liveTimesInOrder(startsAt, endsAt)) {
          throw new AppError(ResultCode.invalid, {
            zh: '预计结束时间须晚于开始时间',
            en: 'A stream must end after it starts',
          });
        }
      }
    },
  });
}
