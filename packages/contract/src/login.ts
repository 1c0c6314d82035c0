// The login call's body, apart from session.ts: the login page needs the session's names (cookies, storage
// key) but not zod, and a zod schema in the same module would bring zod into the login page's download.
import { z } from 'zod';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;
