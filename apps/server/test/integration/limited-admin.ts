/**
 * A limited admin for a test: one API role holding exactly the named routes' authorities (`'GET /user/list'`,
 * or a bare path for GET), created through the API by the first admin, and logged in.
 */
import { apiPaths, type ResourceRow } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { apiAuthority } from '../../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';

export async function limitedAdmin(
  t: Pick<TestApp, 'db' | 'call' | 'login'>,
  root: string,
  username: string,
  routes: readonly string[],
): Promise<string> {
  const ids: number[] = [];
  for (const route of routes) {
    const [method, path] = route.includes(' ') ? (route.split(' ') as [string, string]) : ['GET', route];
    const [row] = await t.db
      .select({ id: apiAuthority.id })
      .from(apiAuthority)
      .where(and(eq(apiAuthority.path, path), eq(apiAuthority.method, method)));
    if (!row) throw new Error(`no authority ${method} ${path}`);
    ids.push(row.id);
  }
  const done = async (url: string, payload: object) => {
    const { body } = await t.call<ResourceRow>(root, { method: 'POST', url: `/api${url}`, payload });
    if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const role = await done('/admin/api/role/add', { name: `${username} 角色`, authorities: ids });
  const password = `${username}-Pass-42`;
  await done(apiPaths.adminUserAdd, { username, password, api_roles: [role.id] });
  return t.login(username, password);
}
