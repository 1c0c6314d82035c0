import type { AdminRole, SystemActor } from '@console/contract';

/** The admin who acts: behind a request's valid session, or named by the command line. */
export interface SessionAdmin {
  uid: number;
  username: string;
  role: AdminRole;
  sessionId: number;
}

/** The server's own work (a scheduled publication, a mail send): no admin, recorded under its name. */
export interface SystemWork {
  system: SystemActor;
}

/** Who makes a change: an admin, or the server itself as a named system actor (never a made-up admin). */
export type Actor = SessionAdmin | SystemWork;

export const systemActor = (system: SystemActor): SystemWork => ({ system });

export const isSystemWork = (actor: Actor): actor is SystemWork => 'system' in actor;

/** The admin behind a change, or null for the server's own work (a hook stamping created_by writes null). */
export const adminOf = (actor: Actor): SessionAdmin | null => (isSystemWork(actor) ? null : actor);

/**
 * Who is reading, as the engine needs to know it: the admin, and whether their roles hold an endpoint's
 * authority (a request is one; so is anything else that can answer it).
 */
export interface Reader {
  admin: SessionAdmin | null;
  holds(path: string, method?: string): Promise<boolean>;
}
