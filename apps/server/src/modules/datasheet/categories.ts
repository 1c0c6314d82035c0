/**
 * The category tree's shape: a first-level category has no parent, a lower one has a parent exactly one
 * level up. Deleting a category that sheets or child categories use is refused by the engine's references.
 */
import { categoryResource, ResultCode } from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRow } from '../../engine/index.ts';

export function categoryHooks(engine: ResourceEngine): void {
  engine.hooks.add(categoryResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const level = Number(values.level ?? before[0]?.level);
      const parentId = 'parent_id' in values ? values.parent_id : before[0]?.parent_id;
      if (level === 1) {
        if (parentId != null) {
          throw new AppError(ResultCode.invalid, {
            zh: '上级分类: 一级分类没有上级分类',
            en: 'Parent: a first-level category has no parent',
          });
        }
        return;
      }
      if (typeof parentId !== 'number') {
        throw new AppError(ResultCode.invalid, {
          zh: `上级分类: ${level === 2 ? '二' : '三'}级分类须选择上级分类`,
          en: 'Parent: required below the first level',
        });
      }
      const parent = await getRow(tx, categoryResource, parentId);
      if (parent && parent.level !== level - 1) {
        throw new AppError(ResultCode.invalid, {
          zh: `上级分类: 「${parent.name_zh}」是${parent.level}级分类，应选择${level - 1}级分类`,
          en: `Parent: "${parent.name_en || parent.name_zh}" is level ${parent.level}, a level ${level - 1} category is needed`,
        });
      }
    },
  });
}
