import type { ResourceDef } from '@console/contract';

/**
 * Whether the screens offer adding and changing a family's rows: through its add and update calls, or through
 * its one `save` call (a keyword), which the form uses when the family declares it.
 */
export const offersAdd = (def: Pick<ResourceDef, 'actions'>) =>
  def.actions.includes('add') || def.actions.includes('save');
export const offersUpdate = (def: Pick<ResourceDef, 'actions'>) =>
  def.actions.includes('update') || def.actions.includes('save');
