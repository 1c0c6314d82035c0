/**
 * The server's judging of values already stored (issue 36): the flags of sheets written before flags existed
 * (the backfill), and those judged again when what a verdict depends on changed — a header's quantity or names, a
 * unit's conversion, a category's or the material names library's polymer family, a family's statistics moving.
 * The work runs in the background, by batches of sheets in id order, and its progress is what the report shows.
 */
import { z } from 'zod';
import type { LocalName } from '../../routes.ts';

export const FLAG_JUDGING_REASONS = ['backfill', 'header', 'metric', 'category', 'family', 'stats'] as const;
export type FlagJudgingReason = (typeof FLAG_JUDGING_REASONS)[number];

export const flagJudgingReasonLabels: Record<FlagJudgingReason, LocalName> = {
  backfill: { zh: '为已有物性表补算可疑数值', en: 'Judging the sheets stored before flags existed' },
  header: { zh: '表头变更后重新判断', en: 'Judging again after a header changed' },
  metric: { zh: '单位换算变更后重新判断', en: 'Judging again after a unit changed' },
  category: { zh: '分类的材料变更后重新判断', en: 'Judging again after a category’s family changed' },
  family: { zh: '材料名称变更后重新判断', en: 'Judging again after the material names changed' },
  stats: { zh: '同类统计变化后重新判断', en: 'Judging again after a family’s statistics moved' },
};

/** Published sheets, or sheets under review (the import's cache). */
export const FLAG_JUDGING_OWNERS = ['datasheet', 'cache'] as const;
export type FlagJudgingOwner = (typeof FLAG_JUDGING_OWNERS)[number];

const count = z.number().int().nonnegative();

export const flagJudgingTaskSchema = z.object({
  reason: z.enum(FLAG_JUDGING_REASONS),
  owner: z.enum(FLAG_JUDGING_OWNERS),
  /** Sheets judged so far. */
  done: count,
  /** Sheets the task covers, counted when it starts; null before. */
  total: count.nullable(),
});
export type FlagJudgingTask = z.infer<typeof flagJudgingTaskSchema>;

export const flagJudgingSchema = z.object({
  /** The work queued, the first one running. */
  tasks: z.array(flagJudgingTaskSchema),
  /** The last task finished, and when. */
  last: flagJudgingTaskSchema.extend({ finished_at: z.string() }).nullable(),
});
export type FlagJudging = z.infer<typeof flagJudgingSchema>;
