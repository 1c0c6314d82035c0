/**
 * The guard's in-memory copy of what decides a request (http/permissions.ts): the API authority catalogue
 * with its switches, and the authorities each admin's API roles grant. It is only a cache: the database
 * holds the truth, and every request reads the permission epoch (`permission_epoch`) in the same round trip
 * as its session; a different epoch than the copy's means something changed, on this instance or another,
 * and the copy is rebuilt before the request is judged. Any change to roles, grants, authorities or admins
 * raises the epoch in its own transaction (`raisePermissionEpoch`), so it holds at the next request on every
 * instance. The epoch comes with the session (session-cache.ts), which every instance forgets when the epoch
 * is raised, so the next request reads the new one.
 */
import { API_PREFIX } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { adminUserApiRole, apiAuthority, apiRoleAuthority, permissionEpoch } from '../db/schema/index.ts';
import type { Tx } from '../engine/hooks.ts';

export interface GuardAuthority {
  id: number;
  needLogin: boolean;
  needJudge: boolean;
}

const EPOCH_ID = 1;
/** Past this many admins' grants held at once, the oldest are forgotten (reloaded when they call again). */
const MAX_GRANT_SETS = 5000;

/** Raises the epoch inside the change's transaction: it commits, and is seen, with the change. */
export async function raisePermissionEpoch(tx: Tx | Db): Promise<void> {
  await tx
    .insert(permissionEpoch)
    .values({ id: EPOCH_ID, value: 1 })
    .onConflictDoUpdate({ target: permissionEpoch.id, set: { value: sql`${permissionEpoch.value} + 1` } });
}

/**
 * The epoch as a column of another query (0 until the first change). A bigint in raw SQL is not read through
 * its column's number mode: node-postgres hands it over as a string (PGlite as a number), made a number here.
 */
const storedEpoch = sql`(select ${permissionEpoch.value} from ${permissionEpoch} where ${permissionEpoch.id} = ${EPOCH_ID})`;
export const epochColumn = sql`coalesce(${storedEpoch}, 0)`.mapWith(Number);

export async function readPermissionEpoch(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: permissionEpoch.value })
    .from(permissionEpoch)
    .where(eq(permissionEpoch.id, EPOCH_ID));
  return Number(row?.value ?? 0);
}

const keyOf = (path: string, method: string) => `${method} ${path}`;

export class PermissionCache {
  #epoch: number | null = null;
  #authorities = new Map<string, GuardAuthority>();
  #loading: { epoch: number; done: Promise<void> } | null = null;
  #grants = new Map<number, Promise<ReadonlySet<number>>>();

  constructor(private readonly db: Db) {}

  /** Brings the copy to `epoch` (the one the request read): rebuilt when it differs, once for concurrent calls. */
  async follow(epoch: number): Promise<void> {
    if (epoch === this.#epoch) return;
    if (this.#loading?.epoch === epoch) return this.#loading.done;
    const done = this.#reload(epoch);
    this.#loading = { epoch, done };
    try {
      await done;
    } finally {
      if (this.#loading?.done === done) this.#loading = null;
    }
  }

  async #reload(epoch: number): Promise<void> {
    // Read after the epoch was: the copy may be newer than its stamp, never older.
    const rows = await this.db
      .select({
        id: apiAuthority.id,
        path: apiAuthority.path,
        method: apiAuthority.method,
        needLogin: apiAuthority.need_login,
        needJudge: apiAuthority.need_judge,
      })
      .from(apiAuthority);
    this.#authorities = new Map(
      rows.map((row) => [
        keyOf(row.path, row.method),
        { id: row.id, needLogin: row.needLogin, needJudge: row.needJudge },
      ]),
    );
    this.#grants = new Map();
    this.#epoch = epoch;
  }

  /** The authority of a route (`/api/tags/list` or `/tags/list`), as of the last `follow`. */
  authority(url: string, method: string): GuardAuthority | undefined {
    const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
    return this.#authorities.get(keyOf(path, method === 'HEAD' ? 'GET' : method));
  }

  /** The authorities an admin's API roles grant, as of the last `follow`. */
  grantsOf(uid: number): Promise<ReadonlySet<number>> {
    let grants = this.#grants.get(uid);
    if (!grants) {
      if (this.#grants.size >= MAX_GRANT_SETS)
        this.#grants.delete(this.#grants.keys().next().value as number);
      const epoch = this.#epoch;
      grants = this.#loadGrants(uid);
      this.#grants.set(uid, grants);
      // A failed read is not kept: the next request tries again.
      grants.catch(() => {
        if (this.#epoch === epoch && this.#grants.get(uid) === grants) this.#grants.delete(uid);
      });
    }
    return grants;
  }

  async #loadGrants(uid: number): Promise<ReadonlySet<number>> {
    const rows = await this.db
      .selectDistinct({ id: apiRoleAuthority.authority_id })
      .from(adminUserApiRole)
      .innerJoin(apiRoleAuthority, eq(apiRoleAuthority.role_id, adminUserApiRole.role_id))
      .where(eq(adminUserApiRole.user_id, uid));
    return new Set(rows.map((row) => row.id));
  }
}
