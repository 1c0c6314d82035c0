import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_MARKER_COOKIE, LOGIN_MARKER_VALUE, TOKEN_STORAGE_KEY } from '@console/contract';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The run starts one server per worker (`E2E_WORKERS`, two unless said), on ports from `E2E_PORT` up, each on
 * its own database: specs running at once never see each other's rows, and a spec sees on its server only what
 * it and the specs before it on that worker did, as in a run of one worker. Most of a spec's time is waiting
 * (for the server, a render, an animation), so two at once take about half as long on two cores.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The server a worker talks to (Playwright numbers its workers from 0). */
export const E2E_PORT = E2E_FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The embedded database of the server on `port`; wiped by start-server.ts before each run. One per port, so
 * servers and runs on different ports do not share a database. */
export const e2eDataDir = (port: number) => join(import.meta.dirname, `../node_modules/.e2e-data-${port}`);
/** Where a server and the backup command (operations.spec.ts) keep backups. */
export const e2eBackupDir = (port: number) => `${e2eDataDir(port)}-backups`;
export const E2E_DATA_DIR = e2eDataDir(E2E_PORT);
export const E2E_BACKUP_DIR = e2eBackupDir(E2E_PORT);
/** Test-only credentials of the first admin, created by the seed step of the fresh database. */
export const ADMIN = { username: 'admin', password: 'e2e-Admin-Pass-7731' } as const;

/**
 * What Chromium says when a security header refuses something: a Content-Security-Policy violation (a script,
 * style, image, frame, worker or eval the policy does not allow), a frame refused by X-Frame-Options or
 * frame-ancestors, a Permissions-Policy it cannot read.
 */
const SECURITY_REFUSAL =
  /Content Security Policy|Content-Security-Policy|Permissions-Policy|X-Frame-Options|Refused to/i;

/** What the browser refused under the console's security headers during one test. */
export interface SecurityRefusals {
  /** The refusals seen so far, handed over and forgotten: for a test that provokes one on purpose. */
  take(): string[];
}

/**
 * The specs' `test`: every page of every test runs under the server's security headers, and a test fails when
 * the browser refused anything under them (a `securitypolicyviolation` event in any frame, or Chromium's console
 * report of one). So a build that needs an inline script, an eval or a source the policy lacks fails here, not in
 * front of a person.
 */
export const test = base.extend<{ securityRefusals: SecurityRefusals }>({
  // The worker's own server, in place of the configuration's (the first one).
  baseURL: async ({ baseURL: _first }, use) => {
    await use(E2E_BASE_URL);
  },
  securityRefusals: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeBinding('__e2eSecurityRefusal', (_source, text: string) => {
        seen.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eSecurityRefusal(text: string): void })
            .__e2eSecurityRefusal;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on('console', (message) => {
        if (SECURITY_REFUSAL.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
      });
      await use({ take: () => seen.splice(0) });
      expect(seen, 'refused by the security headers').toEqual([]);
    },
    { auto: true },
  ],
});

const shotsDir = join(import.meta.dirname, '../artifacts/screenshots');

/** Saves a screenshot as a CI artefact (artifacts/screenshots/NAME.png). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  // antd notifications and transitions animate in.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: false });
}

/** A new session's token, through the login call; a refused login fails the test and says why. */
async function sessionToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/api/admin/user/login', { data: { username, password } });
  const session = (await answer.json()) as Envelope<{ token: string }>;
  expect(session.code, `${username} logs in: ${session.msg}`).toBe(0);
  return session.data.token;
}

export async function logIn(
  page: Page,
  username: string = ADMIN.username,
  password: string = ADMIN.password,
) {
  await logInAt(page, '/dashboard', username, password);
}

/**
 * Logs in and opens `path` as the first screen: the app starts once, there, instead of on the dashboard and then
 * again at `path` (each start of the app in a page costs about two CPU-seconds on the test machine).
 */
export async function logInAt(
  page: Page,
  path: string,
  username: string = ADMIN.username,
  password: string = ADMIN.password,
) {
  // The session is taken through the login call and handed to the page as the login page leaves it (the token
  // in localStorage, the login marker cookie): the page then starts once, at `path`, instead of a
  // second time for the login form. login.spec.ts and the password specs drive the form itself.
  const token = await sessionToken(page.request, username, password);
  await page
    .context()
    .addCookies([{ name: LOGIN_MARKER_COOKIE, value: LOGIN_MARKER_VALUE, url: E2E_BASE_URL }]);
  // Runs before every document of the page: it hands the token over once (a later logout stays logged out),
  // keyed by the token, so an earlier login's script never puts its token back.
  await page.addInitScript(
    ([key, value]) => {
      const handed = `e2e-session:${value}`;
      if (sessionStorage.getItem(handed)) return;
      sessionStorage.setItem(handed, '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, E2E_BASE_URL).pathname);
  await settledNavbar(page);
}

/**
 * The navbar's entries and counts arrive after the first paint and the bar re-lays out around them; a spec that
 * clicks into the bar (the user menu) at once could otherwise aim at where an item was. The counting entries
 * are busy (aria-busy) until their first counts arrive; then the bar is settled when the user menu stops moving.
 * (Not the network falling idle: the counter stream stays open, so the page never looks idle once it has.)
 */
async function settledNavbar(page: Page) {
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.locator('.navbar [aria-busy="true"]')).toHaveCount(0);
  const menu = page.getByTestId('user-menu');
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await menu.boundingBox());
        const still = box === last && box !== 'null';
        last = box;
        return still;
      },
      { intervals: [300] },
    )
    .toBe(true);
}

/** A limited admin, bound only to the demo layout role the seed step creates. */
export const EDITOR = {
  username: 'editor',
  password: 'e2e-Editor-Pass-5519',
  name: '内容编辑',
  layoutRole: '内容编辑 (演示)',
} as const;

/**
 * Opens a screen the way a person finds one: from the dashboard's screen finder (the dashboard is kept alive,
 * so the finder is reached through the sidebar's home entry without reloading the app).
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.locator('[data-testid="sidebar"] [data-testid="menu-item"][data-path="/dashboard"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const finder = page.locator('[data-testid="screen-finder"]:visible');
  await finder.fill(path);
  await page.locator(`[data-testid="screen-finder-result"][data-path="${path}"]:visible`).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

/**
 * Opens `path` (with its query) inside the running console, as a link of the console would: the router reads the
 * new address. A `goto` starts the whole app again in the page, about 2 CPU-s each on the test machine; specs
 * that photograph screen after screen use this instead.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The view shown now is marked, so the wait below is for the view of the new address (the old one stays
    // on screen until the new one has rendered).
    for (const view of document.querySelectorAll('[data-e2e-left]')) view.removeAttribute('data-e2e-left');
    for (const view of document.querySelectorAll('.view-fade')) view.setAttribute('data-e2e-left', '');
    const idx = ((window.history.state?.idx as number | undefined) ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('.view-fade:not([data-e2e-left])')).toHaveCount(1);
}

/**
 * Runs one of a list row's actions: its link when the row shows it inline, else the item under the row's 更多
 * (a row shows at most three actions inline).
 */
export async function rowAction(row: Locator, testId: string): Promise<void> {
  // The row's actions drawn first: counting its links before the list has rendered would find none.
  await row.getByTestId('row-actions').waitFor();
  const inline = row.getByTestId(testId);
  if ((await inline.count()) > 0) {
    await inline.click();
    return;
  }
  await row.getByTestId('row-more').click();
  await row.page().locator(`.ant-dropdown:not(.ant-dropdown-hidden) [data-testid="${testId}"]`).click();
}

/** The test ids of every action a list row offers, inline and under 更多 (the menu closed again). */
export async function rowActionIds(row: Locator): Promise<string[]> {
  const ids = await row
    .getByTestId('row-actions')
    .locator('[data-testid]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
  if (!ids.includes('row-more')) return ids;
  await row.getByTestId('row-more').click();
  const menu = row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(menu).toBeVisible();
  const folded = await menu
    .locator('.ant-dropdown-menu-item [data-testid]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid') ?? ''));
  await row.page().keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return [...ids.filter((id) => id !== 'row-more'), ...folded];
}

/** The answer of every API call. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export type ApiRow = Record<string, unknown> & { id: number };

/**
 * The API as the first admin, with its own session: for specs that build the rows they need or check what a
 * screen wrote. A refusal fails the test and names the call, except through `call`, which hands the envelope back.
 */
export async function adminApi(request: APIRequestContext) {
  const token = await sessionToken(request, ADMIN.username, ADMIN.password);
  const headers = { Authorization: token };
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    data?: object,
    params?: Record<string, string | number>,
  ): Promise<Envelope<T>> => {
    const response =
      method === 'GET'
        ? await request.get(`/api${url}`, { headers, params })
        : await request.post(`/api${url}`, { headers, data });
    return (await response.json()) as Envelope<T>;
  };
  const ok = async <T>(...args: Parameters<typeof call>): Promise<T> => {
    const body = await call<T>(...args);
    expect(body.code, `${args[1]}: ${body.msg}`).toBe(0);
    return body.data;
  };
  return {
    call,
    get: <T>(url: string, params?: Record<string, string | number>) => ok<T>('GET', url, undefined, params),
    post: <T = ApiRow>(url: string, data: object) => ok<T>('POST', url, data),
    /** Adds a row to the family at `base` and answers it. */
    addRow: (base: string, values: object) => ok<ApiRow>('POST', `${base}/add`, values),
    /** Adds a row to the family at `base` and answers its id. */
    add: async (base: string, values: object) => (await ok<ApiRow>('POST', `${base}/add`, values)).id,
    /** Uploads a file as the upload control does (`POST /api/upload`) and answers its `/uploads/…` URL. */
    upload: async (name: string, mimeType: string, buffer: Buffer): Promise<string> => {
      const response = await request.post('/api/upload', {
        headers,
        multipart: { file: { name, mimeType, buffer } },
      });
      const body = (await response.json()) as Envelope<{ url: string }>;
      expect(body.code, `upload of ${name}: ${body.msg}`).toBe(0);
      return body.data.url;
    },
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;
