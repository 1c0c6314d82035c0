/**
 * The scanned-card cache's own calls, declared once (see `endpoint.ts`): the proposed duplicates of a cached
 * card, a page's duplicate counts, and the declared `merge` and `create` transitions, which the module serves
 * because their calls carry more than the transition's inputs.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { rowSchemaOf } from '../row-schema.ts';
import { businessCardCacheResource, businessCardResource } from './cards.ts';
import {
  type CardDuplicates,
  cardCacheIdQuery,
  cardCacheIdsQuery,
  cardCreateBody,
  cardMergeBody,
} from './duplicates.ts';

const base = businessCardCacheResource.base;
const cardRow = rowSchemaOf(businessCardResource);

const cardDuplicates: z.ZodType<CardDuplicates> = z.object({
  cached: rowSchemaOf(businessCardCacheResource),
  duplicates: z.array(
    z.object({ card: cardRow, matched: z.array(z.enum(['mobile', 'office_phone', 'email'])) }),
  ),
});

export const customerEndpoints = {
  cacheDuplicates: endpoint({
    method: 'GET',
    path: `${base}/duplicates`,
    name: { zh: '暂存名片的疑似重复', en: "A cached card's possible duplicates" },
    input: cardCacheIdQuery,
    output: cardDuplicates,
  }),
  /** The waiting cards' duplicate counts, by id (cards not waiting are left out). */
  cacheDuplicateCounts: endpoint({
    method: 'GET',
    path: `${base}/duplicate_counts`,
    name: { zh: '暂存名片的疑似重复数', en: 'Possible duplicate counts of cached cards' },
    input: cardCacheIdsQuery,
    output: z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative()),
  }),
  /** The declared `merge` transition: the card as merged. */
  cacheMerge: endpoint({
    method: 'POST',
    path: `${base}/merge`,
    name: { zh: '合并暂存名片', en: 'Merge a cached card' },
    input: cardMergeBody,
    output: cardRow,
  }),
  /** The declared `create` transition (`force` despite duplicates): the new card. */
  cacheCreate: endpoint({
    method: 'POST',
    path: `${base}/create`,
    name: { zh: '暂存名片新建为名片', en: 'Create a card from a cached card' },
    input: cardCreateBody,
    output: cardRow,
  }),
} as const;
