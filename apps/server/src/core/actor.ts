import type { AdminRole } from '@console/contract';

/** The admin who acts: behind a request's valid session, or named by the command line. */
export interface SessionAdmin {
  uid: number;
  username: string;
  role: AdminRole;
  sessionId: number;
}

/**
 * Who is reading, as the engine needs to know it: the admin, and whether their roles hold an endpoint's
 * authority (a request is one; so is anything else that can answer it).
 */
export interface Reader {
  admin: SessionAdmin | null;
  holds(path: string, method?: string): Promise<boolean>;
}
