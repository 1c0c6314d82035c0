/**
 * Families whose rows belong to one admin (`ResourceDef.ownerField`: an assistant's conversations): the generic
 * list, get and options show only the asking admin's rows, and a delete naming another's row is refused as if
 * the row did not exist, so nobody learns which ids are taken. Only those actions are narrowed, so a family
 * declaring another generic write is refused at start rather than served unnarrowed.
 */
import { type ResourceAction, type ResourceDef, ResultCode } from '@console/contract';
import { and, inArray, ne } from 'drizzle-orm';
import type { SessionAdmin } from '../core/actor.ts';
import { AppError } from '../core/errors.ts';
import type { FilterValue } from './query.ts';
import type { Reader } from './read.ts';
import { requireColumn, tableOf } from './tables.ts';

const NARROWED: readonly ResourceAction[] = ['del'];

/** Throws at start when an owned family declares a generic write the engine would not narrow. */
export function checkOwnedActions(def: ResourceDef, served: (action: ResourceAction) => boolean): void {
  if (!def.ownerField) return;
  const field = def.fields.find((f) => f.name === def.ownerField);
  if (field?.kind !== 'reference' || field.target !== 'admin_user') {
    throw new Error(`${def.key}: ownerField must name a reference to admin_user`);
  }
  const unnarrowed = def.actions.filter((action) => served(action) && !NARROWED.includes(action));
  if (unnarrowed.length > 0) {
    throw new Error(
      `${def.key}: an owned family serves only ${NARROWED.join(', ')} (not ${unnarrowed.join(', ')})`,
    );
  }
}

/** The filter a list of an owned family always carries: the asking admin's rows. */
export function ownerFilter(def: ResourceDef, admin: SessionAdmin): FilterValue | undefined {
  const field = def.ownerField ? def.fields.find((f) => f.name === def.ownerField) : undefined;
  return field ? { op: 'eq', field, value: admin.uid } : undefined;
}

/** Whether a row read by the generic get is the admin's (always, for a family without owner). */
export function ownsRow(def: ResourceDef, admin: SessionAdmin, row: Record<string, unknown>): boolean {
  return !def.ownerField || row[def.ownerField] === admin.uid;
}

/** Refuses, as not found, a change naming a row of an owned family that another admin owns. */
export async function refuseOthersRows(
  db: Reader,
  def: ResourceDef,
  admin: SessionAdmin,
  ids: readonly number[],
): Promise<void> {
  if (!def.ownerField || ids.length === 0) return;
  const table = tableOf(def.key);
  const id = requireColumn(table, 'id');
  const others = await db
    .select({ id })
    .from(table)
    .where(and(inArray(id, [...ids]), ne(requireColumn(table, def.ownerField), admin.uid)))
    .limit(1);
  const other = others[0];
  if (other) {
    throw new AppError(ResultCode.notFound, {
      zh: `${def.label.zh}不存在（ID ${other.id}）`,
      en: `No ${def.label.en.toLowerCase()} with id ${other.id}`,
    });
  }
}
