/**
 * axe-core over every screen the first admin may open (the paths of GET /api/admin/user/layout_auth), at
 * 1440 × 900 in Debian's Chromium: no violation of impact serious or critical; the moderate and minor ones are
 * written to artifacts/axe-report.json and summed up in the log. One logged-in page per part of the table visits
 * its screens inside the running app (`visit`), as a person would, rather than starting the app per screen.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminApi, logInAt, test, visit } from '../fixtures.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const reportDir = join(import.meta.dirname, '../../artifacts');
/** Each part's findings, merged into artifacts/axe-report.json by whichever worker ends last. */
const partFile = (part: number) => join(reportDir, 'axe', `part-${part + 1}.json`);

/** The screens are checked in this many parts, each a test of its own (the workers share them out). */
const PARTS = 4;

interface Finding {
  route: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** What axe found on the screen shown now: the whole page the first time, then the view only (the shell is
 * the same on every screen). Kept-alive views hidden behind the current one are left out. */
async function check(page: Page, route: string, whole: boolean): Promise<Finding[]> {
  const violations = await page.evaluate(async (wholePage) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const context = wholePage
      ? { exclude: [['.kept-view--hidden']] }
      : { include: [['main']], exclude: [['.kept-view--hidden']] };
    const result = await axe.run(context as import('axe-core').ElementContext, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
    }));
  }, whole);
  return violations.map((v) => ({ route, ...v }));
}

/** The paths to open: a parameter becomes 1 (the demo's first row), and a group (a path others extend) is
 * left out, as its address only leads on to its first screen, which is checked in its own right. */
function screensOf(paths: readonly string[]): string[] {
  const concrete = paths.map((path) => path.replace(/:[A-Za-z_]+/g, '1'));
  return [...new Set(concrete)].filter((path) => !concrete.some((other) => other.startsWith(`${path}/`)));
}

interface PartReport {
  screens: string[];
  findings: Finding[];
}

// The parts run at once on the workers there are, each with its own server on a copy of the demo database.
test.describe.configure({ mode: 'parallel' });
// axe's script is the test's, injected inline, which the console's Content-Security-Policy rightly refuses; the
// other specs keep checking the policy.
test.use({ bypassCSP: true });

for (let part = 0; part < PARTS; part++) {
  test(`axe-core: no serious or critical violation on the screens of part ${part + 1} of ${PARTS}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(15 * 60_000);
    const api = await adminApi(request);
    const all = screensOf(await api.get<string[]>('/admin/user/layout_auth'));
    const size = Math.ceil(all.length / PARTS);
    const screens = all.slice(part * size, (part + 1) * size);
    expect(screens.length).toBeGreaterThan(0);

    await logInAt(page, '/dashboard');
    // Injected once: the page stays the same document while the screens change.
    await page.addScriptTag({ content: axeSource });
    const findings: Finding[] = [];
    const seen = new Set<string>();
    for (const screen of screens) {
      await visit(page, screen).catch(() => page.waitForTimeout(500));
      const shown = new URL(page.url()).pathname;
      // A screen that leads on to another (a redirect) is checked where it lands, once.
      if (seen.has(shown)) continue;
      seen.add(shown);
      // Its first reads: a spinner or skeleton gone (a screen that keeps one is checked as it is).
      await page
        .waitForFunction(() => !document.querySelector('main .ant-spin-spinning, main .ant-skeleton'), null, {
          timeout: 5000,
        })
        .catch(() => undefined);
      findings.push(...(await check(page, shown, seen.size === 1)));
    }
    mkdirSync(join(reportDir, 'axe'), { recursive: true });
    const report: PartReport = { screens: [...seen], findings };
    writeFileSync(partFile(part), JSON.stringify(report));

    const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
    const lines = blocking.map(
      (f) => `${f.route} ${f.impact} ${f.rule}: ${f.help}\n    ${f.nodes.join('\n    ')}`,
    );
    expect(lines, 'serious or critical accessibility violations').toEqual([]);
  });
}

test.afterAll(() => {
  const parts = Array.from({ length: PARTS }, (_, part) => partFile(part))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as PartReport);
  if (parts.length === 0) return;
  const findings = parts.flatMap((p) => p.findings);
  const path = join(reportDir, 'axe-report.json');
  const report = {
    screens: parts.reduce((n, p) => n + p.screens.length, 0),
    parts: parts.length,
    violations: findings.filter((f) => f.impact === 'moderate' || f.impact === 'minor'),
    blocking: findings.filter((f) => f.impact === 'serious' || f.impact === 'critical'),
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  const byRule = new Map<string, Set<string>>();
  for (const f of findings) {
    const key = `${f.impact} ${f.rule}`;
    byRule.set(key, (byRule.get(key) ?? new Set()).add(f.route));
  }
  console.log(
    `axe-core: ${report.screens} screens in ${report.parts} parts, ${report.blocking.length} serious/critical and ${report.violations.length} moderate/minor findings (${path})`,
  );
  for (const [rule, routes] of [...byRule].sort()) console.log(`  ${rule}: ${routes.size} screens`);
});
