/**
 * A substitute pair's basis, written by the server whenever the pair is saved: whether the two sheets share
 * the category and the fillers, and their distance over the smart properties. A grade is not its own
 * substitute.
 */
import { datasheetResource, gradeReplacementResource, ResultCode, sheetDistance } from '@console/contract';
import { AppError } from '../../../core/errors.ts';
import type { ResourceEngine } from '../../../engine/index.ts';
import { getRows } from '../../../engine/index.ts';
import { similarityLookups, smartGrids } from './grids.ts';
import { fillerSet } from './similar.ts';

export function replacementHooks(engine: ResourceEngine): void {
  engine.hooks.add(gradeReplacementResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const merged = { ...before[0], ...values };
      const source = Number(merged.source_id);
      const target = Number(merged.target_id);
      if (source === target) {
        throw new AppError(ResultCode.invalid, {
          zh: '替代牌号不能是原牌号本身',
          en: 'A grade cannot be its own substitute',
        });
      }
      const sheets = await getRows(tx, datasheetResource, [source, target]);
      const a = sheets.find((row) => row.id === source);
      const b = sheets.find((row) => row.id === target);
      // References are checked before the hooks run; both sheets exist here.
      if (!a || !b) return;
      const lookups = await similarityLookups(tx);
      const grids = await smartGrids(tx, [source, target], lookups);
      const { distance, overlap } = sheetDistance(grids.get(source) ?? [], grids.get(target) ?? [], lookups);
      return {
        same_category: a.category_id === b.category_id,
        same_fillers: fillerSet(a.fillers) === fillerSet(b.fillers),
        distance: distance === null ? null : Math.round(distance * 10000) / 10000,
        overlap,
      };
    },
  });
}
