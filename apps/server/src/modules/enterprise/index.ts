/**
 * The enterprise domain on the server: the engine serves its families from their declarations; this module
 * adds what is special — handling network-expansion requests, an equipment sub-type that must belong to the
 * equipment's type, and a deleted company's tag bindings going with it.
 */
import {
  companyResource,
  equipmentResource,
  equipmentSecondTypeResource,
  ResultCode,
  TagType,
  tagBindingResource,
} from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRows } from '../../engine/index.ts';
import type { ModuleContext } from '../module.ts';
import { networkExpansionRoutes } from './network-expansion.ts';

function equipmentHooks(engine: ResourceEngine): void {
  engine.hooks.add(equipmentResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const typeId = 'type_id' in values ? values.type_id : before[0]?.type_id;
      const secondId = 'second_type_id' in values ? values.second_type_id : before[0]?.second_type_id;
      if (typeof secondId !== 'number') return;
      const [second] = await getRows(tx, equipmentSecondTypeResource, [secondId]);
      if (second && second.type_id !== typeId) {
        throw new AppError(ResultCode.invalid, {
          zh: `二级类型“${second.name}”不属于所选设备类型`,
          en: `Sub-type "${second.name}" does not belong to the chosen equipment type`,
        });
      }
    },
  });
}

/** Tag bindings name their row by id without a foreign key: a deleted company's go with it. */
function companyHooks(engine: ResourceEngine): void {
  engine.hooks.add(companyResource, {
    async afterWrite({ tx, action, ids }) {
      if (action !== 'del' || ids.length === 0) return;
      const bindings = familyTable(tagBindingResource);
      // raw write: a deleted company's tag bindings go with it, as a foreign key's cascade would (none exists)
      await tx
        .delete(bindings)
        .where(and(eq(bindings.target_type, TagType.COMPANY), inArray(bindings.target_id, ids)));
    },
  });
}

export function enterpriseModule({ api, engine }: ModuleContext): void {
  equipmentHooks(engine);
  companyHooks(engine);
  networkExpansionRoutes(api, engine);
}
