/**
 * What a family's module adds to the generic engine: checks before a change (refuse with an AppError), work
 * after it (inside the same transaction), and columns the declaration does not show (a password hash).
 */
import type { ResourceDef, ResourceRow } from '@console/contract';
import type { Db } from '../db/index.ts';
import type { SessionAdmin } from '../http/auth.ts';
import { countHooksOf } from './counts.ts';

/** An open transaction; everything a hook writes commits or rolls back with the change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type WriteAction = 'add' | 'update' | 'del' | 'enable' | 'status' | 'transition';

export interface WriteContext {
  tx: Tx;
  def: ResourceDef;
  admin: SessionAdmin;
  action: WriteAction;
  /** On `transition`: the declared transition's name (accept, decline …). */
  transition?: string;
}

export interface FamilyHooks {
  /**
   * Before rows change. `values` are the validated changes (for del: empty); `before` the rows as they were
   * (for add: empty). Throw an AppError to refuse. On add and update it may return values the server sets
   * itself (a read-only field such as a DSNO or a label written from other fields); they are stored too.
   */
  beforeWrite?(
    ctx: WriteContext & { values: Record<string, unknown>; before: ResourceRow[] },
    // biome-ignore lint/suspicious/noConfusingVoidType: a hook that sets nothing returns nothing
  ): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  /**
   * After rows changed, still inside the transaction. `before` holds the rows as they were (for add: empty), so
   * a hook can tell what moved (the parent a row left, the state it came from).
   */
  afterWrite?(ctx: WriteContext & { ids: number[]; before: ResourceRow[] }): Promise<void> | void;
  /**
   * On a transition, after beforeWrite: what the transition writes to this one row besides the shared values
   * (the datasheet an approval published it as). Called row by row, in the transaction.
   */
  transitionValues?(
    ctx: WriteContext & { row: ResourceRow; values: Record<string, unknown> },
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

  add(key: string, hooks: FamilyHooks): void {
    this.#hooks.set(key, [...(this.#hooks.get(key) ?? []), hooks]);
  }

  of(key: string): readonly FamilyHooks[] {
    return [...countHooksOf(key), ...(this.#hooks.get(key) ?? [])];
  }
}
