/**
 * What a family's module adds to the generic engine: checks before a change (refuse with an AppError), work
 * after it (inside the same transaction), and columns the declaration does not show (a password hash).
 */
import type { ResourceDef, ResourceRow, RowOf } from '@console/contract';
import { type Actor, adminOf, type SessionAdmin } from '../core/actor.ts';
import type { Db } from '../db/index.ts';
import { countHooksOf } from './counts.ts';

/** An open transaction; everything a hook writes commits or rolls back with the change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type WriteAction = 'add' | 'update' | 'del' | 'enable' | 'transition';

export interface WriteContext {
  tx: Tx;
  def: ResourceDef;
  /** Who makes the change: an admin or a named system actor (the scheduler, an import). */
  actor: Actor;
  /** The admin behind the change; null for a system actor (a hook stamping `created_by` writes null). */
  admin: SessionAdmin | null;
  action: WriteAction;
  /** On `transition`: the declared transition's name (accept, decline …). */
  transition?: string;
}

export function writeContext(
  tx: Tx,
  def: ResourceDef,
  actor: Actor,
  action: WriteAction,
  transition?: string,
): WriteContext {
  return { tx, def, actor, admin: adminOf(actor), action, transition };
}

/**
 * `Row`: the family's rows as hooks see them; `RowOf<typeof def>` when the module registers them with the
 * declaration (`engine.hooks.add(def, …)`), so a hook reading a field the declaration lacks does not compile.
 */
export interface FamilyHooks<Row = ResourceRow> {
  /**
   * Before rows change. `values` are the validated changes (for del: empty); `before` the rows as they were
   * (for add: empty). Throw an AppError to refuse. On add and update it may return values the server sets
   * itself (a read-only field such as a DSNO or a label written from other fields); they are stored too.
   */
  beforeWrite?(
    ctx: WriteContext & { values: Record<string, unknown>; before: Row[] },
    // biome-ignore lint/suspicious/noConfusingVoidType: a hook that sets nothing returns nothing
  ): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /**
   * After rows changed, still inside the transaction. `before` holds the rows as they were (for add: empty), so
   * a hook can tell what moved (the parent a row left, the state it came from).
   */
  afterWrite?(ctx: WriteContext & { ids: number[]; before: Row[] }): Promise<void> | void;
  /**
   * On a transition, after beforeWrite: what the transition writes to this one row besides the shared values
   * (the datasheet an approval published it as). Called row by row, in the transaction.
   */
  transitionValues?(
    ctx: WriteContext & { row: Row; values: Record<string, unknown> },
    // biome-ignore lint/suspicious/noConfusingVoidType: a hook that sets nothing returns nothing
  ): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /** After the transaction committed (cache invalidation: never for a change that rolled back). */
  afterCommit?(ctx: {
    def: ResourceDef;
    action: WriteAction;
    ids: number[];
    transition?: string;
  }): Promise<void> | void;
}

/**
 * The hooks of one app instance, by family key; several modules may hook the same family. The engine's own
 * (the declared counts a write moves) come first, so a module's hook reads the counts as they now are.
 */
export class FamilyHookRegistry {
  readonly #hooks = new Map<string, FamilyHooks[]>();

  /** By the declaration: the hooks see its rows typed (`RowOf<D>`). */
  add<D extends ResourceDef>(def: D, hooks: FamilyHooks<RowOf<D>>): void;
  /** By the family's key: the hooks see `ResourceRow`. */
  add(key: string, hooks: FamilyHooks): void;
  add(family: string | ResourceDef, hooks: FamilyHooks<never>): void {
    const key = typeof family === 'string' ? family : family.key;
    // The engine hands a hook the rows of the family it is registered for, which RowOf<D> types: the one cast.
    this.#hooks.set(key, [...(this.#hooks.get(key) ?? []), hooks as unknown as FamilyHooks]);
  }

  of(key: string): readonly FamilyHooks[] {
    return [...countHooksOf(key), ...(this.#hooks.get(key) ?? [])];
  }
}
