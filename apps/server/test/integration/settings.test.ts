/**
 * `GET /system/keys/public`: the settings the web app reads at start-up. Only enabled settings marked public
 * are listed; the map-service key falls back to `MAP_SERVICE_KEY` while its setting is empty.
 */
import {
  apiPaths,
  MAP_SERVICE_SETTING,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  settingKeyResource,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

const ENV_MAP_KEY = 'env-map-key-0123';

function calls(app: () => TestApp, token: () => string) {
  const base = `/api${settingKeyResource.base}`;
  return {
    publicSettings: (auth: string | null = token()) =>
      app().call<Record<string, string>>(auth, { url: `/api${apiPaths.publicSettings}` }),
    add: async (values: Record<string, unknown>) => {
      const { body } = await app().call<ResourceRow>(token(), {
        method: 'POST',
        url: `${base}/add`,
        payload: values,
      });
      expect(body.code, body.msg).toBe(ResultCode.ok);
      return Number(body.data.id);
    },
    update: async (values: Record<string, unknown>) => {
      const { body } = await app().call(token(), { method: 'POST', url: `${base}/update`, payload: values });
      expect(body.code, body.msg).toBe(ResultCode.ok);
    },
    enable: async (id: number, enabled: boolean) => {
      const { body } = await app().call(token(), {
        method: 'POST',
        url: `${base}/enable`,
        payload: { ids: [id], enabled },
      });
      expect(body.code, body.msg).toBe(ResultCode.ok);
    },
    idOf: async (key: string) => {
      const { body } = await app().call<ResourcePage>(token(), {
        url: `${base}/list?key=${encodeURIComponent(key)}`,
      });
      const row = body.data.list.find((r) => r.key === key);
      expect(row, key).toBeDefined();
      return Number(row?.id);
    },
  };
}

describe('public settings with MAP_SERVICE_KEY in the environment', () => {
  let t: TestApp;
  let token: string;
  const api = calls(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await createTestApp({ env: { MAP_SERVICE_KEY: ENV_MAP_KEY } });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the environment key while the seeded setting is empty', async () => {
    const { status, body } = await api.publicSettings();
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'ok', data: { [MAP_SERVICE_SETTING]: ENV_MAP_KEY } });
  });

  it('answers the setting once it holds a key, and the environment again when it is emptied or disabled', async () => {
    const id = await api.idOf(MAP_SERVICE_SETTING);
    await api.update({ id, value: 'setting-map-key' });
    expect((await api.publicSettings()).body.data[MAP_SERVICE_SETTING]).toBe('setting-map-key');

    await api.enable(id, false);
    expect((await api.publicSettings()).body.data[MAP_SERVICE_SETTING]).toBe(ENV_MAP_KEY);
    await api.enable(id, true);
    expect((await api.publicSettings()).body.data[MAP_SERVICE_SETTING]).toBe('setting-map-key');

    await api.update({ id, value: '' });
    expect((await api.publicSettings()).body.data[MAP_SERVICE_SETTING]).toBe(ENV_MAP_KEY);
  });

  it('lists enabled public settings only; a private value is never answered', async () => {
    const secret = await api.add({ key: 'sms.secret', value: 'never-listed-s3cret' });
    const theme = await api.add({ key: 'ui.theme', value: 'dark', is_public: true });
    await api.add({ key: 'ui.off', value: 'off', is_public: true, enabled: false });

    const { body } = await api.publicSettings();
    expect(body.data).toEqual({ [MAP_SERVICE_SETTING]: ENV_MAP_KEY, 'ui.theme': 'dark' });
    expect(JSON.stringify(body)).not.toContain('never-listed-s3cret');

    // Public and private follow the switch at once.
    await api.update({ id: theme, is_public: false });
    await api.update({ id: secret, is_public: true });
    expect((await api.publicSettings()).body.data).toEqual({
      [MAP_SERVICE_SETTING]: ENV_MAP_KEY,
      'sms.secret': 'never-listed-s3cret',
    });
  });

  it('needs a session', async () => {
    for (const auth of [null, 'not-a-token']) {
      const { body } = await api.publicSettings(auth);
      expect(body.code).toBe(ResultCode.sessionExpired);
      expect(JSON.stringify(body)).not.toContain(ENV_MAP_KEY);
    }
  });
});

describe('public settings without MAP_SERVICE_KEY', () => {
  let t: TestApp;
  let token: string;
  const api = calls(
    () => t,
    () => token,
  );
  beforeAll(async () => {
    t = await createTestApp({ env: { MAP_SERVICE_KEY: '' } });
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the empty setting as it is, then the key once set', async () => {
    expect((await api.publicSettings()).body.data).toEqual({ [MAP_SERVICE_SETTING]: '' });
    await api.update({ id: await api.idOf(MAP_SERVICE_SETTING), value: 'only-the-setting' });
    expect((await api.publicSettings()).body.data).toEqual({ [MAP_SERVICE_SETTING]: 'only-the-setting' });
  });
});
