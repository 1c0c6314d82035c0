/** A test condition's label is written from its parts ("23 °C, 50 mm/min"), so two rows never say one thing. */
import {
  type ConditionParts,
  conditionLabel,
  conditionParts,
  conditionResource,
  hasConditionParts,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';

export function conditionHooks(engine: ResourceEngine): void {
  engine.hooks.add(conditionResource, {
    beforeWrite({ action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const parts: ConditionParts = {};
      for (const part of conditionParts) {
        const value = part.key in values ? values[part.key] : before[0]?.[part.key];
        parts[part.key] = typeof value === 'number' ? value : null;
      }
      const direction = 'direction' in values ? values.direction : before[0]?.direction;
      parts.direction = direction === 'MD' || direction === 'TD' ? direction : null;
      if (!hasConditionParts(parts)) {
        throw new AppError(ResultCode.invalid, {
          zh: '测试条件: 至少填写一项（温度、负荷、速度、厚度、薄膜方向…）',
          en: 'Test condition: give at least one part (temperature, load, speed, thickness, film direction …)',
        });
      }
      return { label: conditionLabel(parts) };
    },
  });
}
