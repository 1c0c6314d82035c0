/**
 * The news rules the declaration cannot say: tags must be of the news type, a scheduled time lies in the future
 * and names who scheduled it (the scheduler publishes as that admin), and a news item leaving "scheduled" by
 * hand forgets its time.
 */
import { NewsStatus, newsResource, ResultCode, TagType, tagResource } from '@console/contract';
import { and, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

/** A scheduled time this close to now is "now": the scheduler would publish it before the answer arrives. */
const MIN_LEAD_MS = 1000;

export function newsHooks(engine: ResourceEngine, onScheduled: () => void): void {
  engine.hooks.add(newsResource, {
    async beforeWrite({ tx, action, transition, values }) {
      if ((action === 'add' || action === 'update') && Array.isArray(values.tags) && values.tags.length > 0) {
        const tags = familyTable(tagResource);
        const ids = values.tags.map(Number);
        const foreign = await tx
          .select({ name: tags.name })
          .from(tags)
          .where(and(inArray(tags.id, ids), ne(tags.type, TagType.NEWS)));
        if (foreign.length > 0)
          throw new AppError(ResultCode.invalid, {
            zh: `标签「${foreign.map((t) => t.name).join('、')}」不是资讯类标签`,
            en: `Tag ${foreign.map((t) => `"${t.name}"`).join(', ')} is not a news tag`,
          });
      }
      if (action !== 'transition') return;
      if (transition === 'schedule') {
        const at =
          values.publish_at instanceof Date ? values.publish_at : new Date(String(values.publish_at));
        if (Number.isNaN(at.getTime()) || at.getTime() < Date.now() + MIN_LEAD_MS)
          throw new AppError(ResultCode.invalid, {
            zh: '定时发布时间须晚于现在',
            en: 'The publication time must be in the future',
          });
        return;
      }
      // Published now, or unscheduled: the time no longer stands (the list would show a stale plan).
      if (transition === 'publish' || transition === 'unschedule')
        return { publish_at: null, scheduled_by: null };
    },
    transitionValues({ transition, admin }) {
      if (transition === 'schedule') return { scheduled_by: admin?.uid ?? null };
    },
    afterCommit({ action, transition }) {
      if (action === 'transition' && transition === 'schedule') onScheduled();
    },
  });
}

export const scheduledState = NewsStatus.scheduled;
