// What a person at the console waits for, measured in Debian's Chromium (playwright-core, as the e2e suite
// drives it): the JavaScript the login page downloads, the time from the login click until the shell is
// usable, and the time to switch back to a kept-alive tab.
import { API_PREFIX, apiPaths } from '@console/contract';
import { type Browser, chromium, type Page, type Request } from 'playwright-core';

export interface Credentials {
  username: string;
  password: string;
}

export interface LoginWeight {
  /** Bytes of JavaScript on the wire (bodies as sent, so compressed when the server compresses). */
  bytes: number;
  /** The same files' decoded size. */
  decodedBytes: number;
  files: number;
}

const viewport = { width: 1440, height: 900 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
}

/** `/login` opened with an empty cache: every script it loads, as the network saw it. */
export async function measureLoginWeight(browser: Browser, base: string): Promise<LoginWeight> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts: Promise<{ bytes: number; decodedBytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body();
        return { bytes: sizes.responseBodySize, decodedBytes: body?.length ?? 0 };
      })(),
    );
  });
  await page.goto(`${base}/login`);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  await context.close();
  return {
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    decodedBytes: sizes.reduce((sum, s) => sum + s.decodedBytes, 0),
    files: sizes.length,
  };
}

/** The top bar's counter stream stays open for the whole session: never "in flight" for the quiet wait. */
const openStream = (request: Request) =>
  new URL(request.url()).pathname === `${API_PREFIX}${apiPaths.counterStream}`;

/** Counts requests in flight (the long-lived counter stream left out) and remembers when the last one ended. */
function trackNetwork(page: Page) {
  let inFlight = 0;
  let lastEnd = performance.now();
  const end = (request: Request) => {
    if (openStream(request)) return;
    inFlight--;
    lastEnd = performance.now();
  };
  page.on('request', (request) => {
    if (!openStream(request)) inFlight++;
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves when nothing has been in flight for `quietMs`, with the time the last request ended. */
    async settled(quietMs = 300): Promise<number> {
      for (;;) {
        await new Promise((r) => setTimeout(r, 25));
        if (inFlight === 0 && performance.now() - lastEnd >= quietMs) return lastEnd;
      }
    },
  };
}

/**
 * Milliseconds from the login click until the sidebar and the dashboard's figures are rendered and the
 * network is quiet (the last request's end, not the quiet period after it). Each run has an empty cache: the
 * first login of a day on a new machine, the slowest a person meets.
 */
export async function measureShellUsable(
  browser: Browser,
  base: string,
  credentials: Credentials,
): Promise<number> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByTestId('login-username').fill(credentials.username);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.waitForLoadState('networkidle');
  const network = trackNetwork(page);
  const clicked = performance.now();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('sidebar').waitFor({ state: 'visible' });
  await page.getByTestId('dashboard-figures').waitFor({ state: 'visible' });
  const rendered = performance.now();
  const quiet = await network.settled();
  await context.close();
  return Math.max(rendered, quiet) - clicked;
}

/**
 * In the page: clicks the tab of `target` and resolves with the time until its kept view is shown and painted
 * (the frame after the one that shows it). A string, not a function: tsx would wrap a function's inner
 * functions in a helper the page does not have.
 */
const switchInPage = `(target) => new Promise((resolve, reject) => {
  const tab = document.querySelector('[data-testid="tab"][data-path="' + target + '"]');
  if (!tab) return reject(new Error('no tab for ' + target));
  const shown = () => {
    const view = document.querySelector('[data-kept-view="' + target + '"]');
    if (view === null) return false;
    const style = getComputedStyle(view);
    return style.display !== 'none' && style.contentVisibility !== 'hidden' && view.offsetHeight > 0;
  };
  const began = performance.now();
  tab.click();
  const check = () => {
    if (shown()) requestAnimationFrame(() => resolve(performance.now() - began));
    else requestAnimationFrame(check);
  };
  check();
})`;

function switchTo(page: Page, path: string): Promise<number> {
  return page.evaluate(`(${switchInPage})(${JSON.stringify(path)})`) as Promise<number>;
}

/**
 * Logs in, opens the datasheet list (kept alive, like the dashboard), then switches between the two tabs
 * `switches` times; the milliseconds of each switch.
 */
export async function measureTabSwitches(
  browser: Browser,
  base: string,
  credentials: Credentials,
  switches: number,
): Promise<number[]> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const network = trackNetwork(page);
  await page.goto(`${base}/login`);
  await page.getByTestId('login-username').fill(credentials.username);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('dashboard-figures').waitFor({ state: 'visible' });
  const finder = page.locator('[data-testid="screen-finder"]:visible');
  await finder.fill('/datasheet/list');
  await page.locator('[data-testid="screen-finder-result"][data-path="/datasheet/list"]:visible').click();
  await page.getByTestId('resource-list').waitFor({ state: 'visible' });
  await network.settled();
  const times: number[] = [];
  for (let i = 0; i < switches; i++) {
    const target = i % 2 === 0 ? '/dashboard' : '/datasheet/list';
    times.push(await switchTo(page, target));
    // A person reads the screen before switching back; the view's refetches settle meanwhile.
    await page.waitForTimeout(150);
  }
  await context.close();
  return times;
}
