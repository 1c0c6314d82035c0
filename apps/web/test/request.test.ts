import { apiPaths, ResultCode, TOKEN_STORAGE_KEY } from '@console/contract';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../src/api/notifier.ts';
import { ApiError, request, setPageReloader } from '../src/api/request.ts';
import { useLocaleStore } from '../src/stores/locale.ts';
import { setLoginMarker, useUserStore } from '../src/stores/user.ts';
import { startFakeApi } from './api/session.ts';

const notify = { error: vi.fn() };
const reload = vi.fn();
let consoleError: ReturnType<typeof vi.spyOn>;

const session = startFakeApi({ signedIn: false });
/** Two declared calls the request function is tried on: a read and a write. */
const READ = apiPaths.publicSettings;
const WRITE = apiPaths.cacheDelGroup;

/**
 * Every call answered with `body` as it travels: this file is about the request function's handling of the
 * wire (odd envelopes, HTTP statuses, failures), so its answers are raw, not the endpoints' data.
 */
function answer(body: unknown, status = 200) {
  for (const route of [READ, WRITE, apiPaths.menuRecords])
    session().transport(route, () => new Response(JSON.stringify(body), { status }));
}

/** Every call failing as `fail` does. */
function failing(fail: () => never) {
  for (const route of [READ, WRITE]) session().transport(route, fail);
}

beforeEach(() => {
  notify.error.mockReset();
  reload.mockReset();
  setNotifier(notify);
  setPageReloader(reload);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  useLocaleStore.setState({ locale: 'zh' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
  useUserStore.setState({ token: '' });
});

describe('request', () => {
  it('returns data on code 0 and sends the token, the JSON body and the language', async () => {
    useUserStore.getState().setToken('tok-123');
    answer({ code: 0, msg: 'ok', data: { a: 1 } });
    await expect(
      request(WRITE, { method: 'POST', body: { b: 2 }, query: { k: 'v w', skip: undefined } }),
    ).resolves.toEqual({
      a: 1,
    });
    const [sent] = session().calls;
    expect(sent?.url).toBe(`/api${WRITE}?k=v+w`);
    expect(sent?.headers.Authorization).toBe('tok-123');
    expect(sent?.headers['Accept-Language']).toBe('zh-CN');
    expect(sent?.headers['Content-Type']).toBe('application/json');
    expect(sent?.body).toEqual({ b: 2 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends no Authorization header when logged out, and English when chosen', async () => {
    useLocaleStore.setState({ locale: 'en' });
    answer({ code: 0, msg: '', data: null });
    await request(READ);
    const [sent] = session().calls;
    expect(sent?.headers.Authorization).toBeUndefined();
    expect(sent?.headers['Accept-Language']).toBe('en');
    expect(sent?.method).toBe('GET');
  });

  it('shows a persistent, closable notification titled 错误 with msg on another code, logs and throws', async () => {
    answer({ code: 2, msg: 'username is required', data: null }, 400);
    const error = await request(WRITE, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2, message: 'username is required' });
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error.mock.calls[0]?.[0]).toMatchObject({
      title: '错误',
      description: 'username is required',
      duration: 0,
      closable: true,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'username is required',
        url: `/api${WRITE}`,
        method: 'POST',
        timestamp: expect.any(String),
      }),
    );
  });

  it('falls back to message, then to 请求失败', async () => {
    answer({ code: 1, message: 'from message', data: null });
    await expect(request(READ)).rejects.toThrow('from message');
    answer({ code: 1, data: null });
    await expect(request(READ)).rejects.toThrow('请求失败');
    expect(notify.error.mock.calls.map((c) => c[0].description)).toEqual(['from message', '请求失败']);
  });

  it('treats a network failure the same way, with the error message', async () => {
    failing(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await request(READ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: null, message: 'Failed to fetch' });
    expect(notify.error.mock.calls[0]?.[0]).toMatchObject({
      title: '错误',
      description: 'Failed to fetch',
      duration: 0,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch', method: 'GET' }),
    );
  });

  it('treats an answer that is not an envelope as a transport failure', async () => {
    session().transport(READ, () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request(READ)).rejects.toMatchObject({ code: null, message: 'HTTP 502 Bad Gateway' });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('with handleError false shows nothing but still logs and throws', async () => {
    answer({ code: ResultCode.failed, msg: 'error', data: null });
    await expect(request(READ, { handleError: false })).rejects.toMatchObject({ code: 1, message: 'error' });
    expect(notify.error).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('on -999 clears the session (token, marker, user) and reloads the page once', async () => {
    useUserStore.getState().setToken('expired');
    useUserStore.getState().setProfile({ uid: 7, username: 'admin' });
    useUserStore.getState().setPermittedPaths(['/datasheet']);
    setLoginMarker();
    expect(Cookies.get('login_status')).toBe('success');
    answer({ code: ResultCode.sessionExpired, msg: 'session expired', data: null });

    await expect(request(READ)).rejects.toMatchObject({ code: -999 });
    await expect(request(apiPaths.menuRecords)).rejects.toMatchObject({ code: -999 });

    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(Cookies.get('login_status')).toBeUndefined();
    expect(useUserStore.getState()).toMatchObject({
      token: '',
      uid: null,
      username: '',
      permittedPaths: null,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'session expired', url: `/api${READ}` }),
    );
  });

  it('does not report a call its caller cancelled', async () => {
    const controller = new AbortController();
    failing(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(request(READ, { signal: controller.signal })).rejects.toThrow('aborted');
    expect(notify.error).not.toHaveBeenCalled();
  });
});
