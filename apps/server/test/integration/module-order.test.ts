/**
 * How a module joins the app (modules/module.ts): the modules registered in reverse order, or one taking
 * over an action from inside a plugin of its own, still have their hooks and replacements applied, because the
 * engine registers the families' endpoints after all of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPaths,
  type ResourceRow,
  ResultCode,
  resourcePaths,
  tagResource,
  type UploadedFile,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleModules } from '../../src/app.ts';
import { ok } from '../../src/http/envelope.ts';
import type { ConsoleModule } from '../../src/modules/module.ts';
import { caller } from './datasheet-fixtures.ts';
import { createSecondInstance, createTestApp, type TestApp } from './harness.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let token: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'console-module-order-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, build: { modules: [...consoleModules].reverse() } });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const routes = (app: TestApp['consoleApp']) =>
  app.catalogue.entries.map((entry) => `${entry.method} ${entry.path}`).sort();

describe('modules registered in reverse order', () => {
  it('serve the same /api routes as the default order, the families’ generic ones included', async () => {
    const inOrder = await createSecondInstance(t);
    try {
      const reversed = routes(t.consoleApp);
      expect(reversed).toEqual(routes(inOrder.consoleApp));
      expect(reversed).toContain(`GET ${resourcePaths(tagResource).list}`);
    } finally {
      await inOrder.close();
    }
  });

  it('keep a module’s replacement: an admin added through the accounts module logs in with its password', async () => {
    const { body } = await t.call<ResourceRow>(token, {
      method: 'POST',
      url: `/api${apiPaths.adminUserAdd}`,
      payload: { username: 'order.editor', password: 'order-Pass-12', name: '顺序' },
    });
    expect(body.code, body.msg).toBe(0);
    expect(await t.login('order.editor', 'order-Pass-12')).toBeTruthy();
  });

  it('keep a module’s hooks: equipment refuses a sub-type of another type', async () => {
    const api = caller(t, token);
    const company = await api.add('/v1_company', { name_zh: '顺序测试企业' });
    const factory = await api.add('/v1_factory', { name: '顺序测试工厂', company_id: company });
    const extruder = await api.add('/v1_factory/equipment/type', { name: '挤出机' });
    const tester = await api.add('/v1_factory/equipment/type', { name: '检测设备' });
    const twin = await api.add('/v1_factory/equipment/second_type', {
      name: '同向双螺杆',
      type_id: extruder,
    });
    const { body } = await api.post('/v1_factory/equipment/add', {
      factory_id: factory,
      type_id: tester,
      second_type_id: twin,
      model: 'X',
    });
    expect(body.code).toBe(ResultCode.invalid);
    expect(body.msg).toContain('不属于所选设备类型');
  });

  it('keep what a module serves outside /api: an uploaded file is served at /uploads/', async () => {
    const boundary = '----console-module-order';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { body } = await t.call<UploadedFile>(token, {
      method: 'POST',
      url: `/api${apiPaths.upload}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(body.code, body.msg).toBe(0);
    const served = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect((await t.app.inject({ method: 'GET', url: `/api${body.data.url}` })).statusCode).toBe(404);
  });
});

describe('the engine’s family routes', () => {
  it('come after a replacement a module makes from inside a plugin of its own', async () => {
    const paths = resourcePaths(tagResource);
    // A module whose replacement runs only when its plugin loads: after the module loop, before the engine.
    const lateModule: ConsoleModule = ({ api, engine }) => {
      api.register(async (scope) => {
        engine.replace(tagResource.key, { replaced: ['del'] });
        scope.post(paths.del, { config: { name: '标签删除（顺序测试）' } }, async () =>
          ok({ by: 'late module' }),
        );
      });
    };
    const late = await createSecondInstance(t, { modules: [...consoleModules, lateModule] });
    try {
      const admin = await late.login();
      const { body } = await late.call<{ by: string }>(admin, {
        method: 'POST',
        url: `/api${paths.del}`,
        payload: { ids: [1] },
      });
      expect(body.code, body.msg).toBe(0);
      expect(body.data).toEqual({ by: 'late module' });
    } finally {
      await late.close();
    }
  });

  it('refuse a replacement made once they are registered, rather than losing it', () => {
    expect(() => t.consoleApp.engine.replace(tagResource.key, { replaced: ['del'] })).toThrow(
      /after the family routes were registered/,
    );
  });
});
