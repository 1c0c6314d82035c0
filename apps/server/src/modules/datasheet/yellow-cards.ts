/**
 * The UL yellow card's rules around the engine's writes: each rating row's thickness is above zero, one card
 * states a colour at a thickness once, and the card's thinnest thickness per flame class follows its rows
 * (what the list's "V-0 at ≤ 1.5 mm" filter reads). The file number's format is the declaration's pattern.
 */
import {
  isFlameClass,
  type RatingRow,
  ResultCode,
  ratingProblems,
  thinnestPerClass,
  yellowCardResource,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';

/** The rating rows a change sends: the request's values, which the hook gets untyped. */
function ratingRows(value: unknown): RatingRow[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((row: Record<string, unknown>) => ({
      colour: String(row.colour ?? ''),
      min_thickness: Number(row.min_thickness),
      flame_class: row.flame_class,
    }))
    .filter((row): row is RatingRow => isFlameClass(row.flame_class));
}

export function yellowCardHooks(engine: ResourceEngine): void {
  engine.hooks.add(yellowCardResource, {
    beforeWrite({ action, values }) {
      if ((action !== 'add' && action !== 'update') || !('ratings' in values)) return;
      const rows = ratingRows(values.ratings);
      const problems = ratingProblems(rows);
      if (problems.length > 0) {
        throw new AppError(ResultCode.invalid, {
          zh: `黄卡评级: ${problems.map((p) => p.message.zh).join('; ')}`,
          en: `Yellow card ratings: ${problems.map((p) => p.message.en).join('; ')}`,
        });
      }
      return thinnestPerClass(rows);
    },
  });
}
