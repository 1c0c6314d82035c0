/**
 * The web app's weight budgets, checked on every build (see delivery-plugin.ts). What a route costs is the
 * JavaScript a browser must fetch to show it: the entry chunk and everything it imports statically, plus
 * the route's lazily loaded chunk and everything that chunk imports statically, counted once each, at their
 * Brotli size (what the server sends to a browser that accepts Brotli).
 */

export interface BuiltChunk {
  fileName: string;
  /** Brotli-compressed size in bytes. */
  bytes: number;
  isEntry: boolean;
  /** The module a lazily loaded chunk stands for (`import('./x.tsx')`), relative to the web app. */
  facade: string | null;
  /** Chunks imported statically (fetched with this one). */
  imports: readonly string[];
  /** Chunks imported lazily (fetched when a screen asks). */
  dynamicImports: readonly string[];
}

export interface RouteBudget {
  /** What the budget is for, as a person says it: `/login`, `the shell`. */
  name: string;
  /** The module of the route's lazily loaded chunk, relative to the web app. */
  facade: string;
  maxBytes: number;
}

export interface BudgetReport {
  name: string;
  /** The route's own chunk, or the lazily loaded chunk a limit names. */
  chunk: string;
  bytes: number;
  maxBytes: number;
  /** The files counted, largest first. */
  files: { fileName: string; bytes: number }[];
}

const KB = 1024;

/**
 * The login page: what a person on a slow VPN waits for before they can type (issue 37). Opened directly it is
 * the entry alone (main.tsx shows the form without the app); counted here as the router's route, the larger.
 */
export const LOGIN_BUDGET: RouteBudget = {
  name: '/login',
  facade: 'src/pages/login/LoginPage.tsx',
  maxBytes: 120 * KB,
};
/** The layout every screen after login shows (sidebar, top bar, tabs). */
export const SHELL_BUDGET: RouteBudget = {
  name: 'the shell',
  facade: 'src/shell/Layout.tsx',
  maxBytes: 340 * KB,
};
/**
 * Any other lazily loaded chunk (a screen, the rich-text editor, a chart) with what it imports and the entry:
 * one screen may not pull in a whole domain or a second copy of a library.
 */
export const ANY_CHUNK_MAX_BYTES = 560 * KB;

function closureOf(
  start: BuiltChunk,
  byName: ReadonlyMap<string, BuiltChunk>,
  into: Set<string>,
): Set<string> {
  const pending = [start.fileName];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (into.has(name)) continue;
    into.add(name);
    for (const imported of byName.get(name)?.imports ?? []) pending.push(imported);
  }
  return into;
}

/** Every budgeted route's cost, and every lazily loaded chunk's, with the limit it is held to. */
export function measureBudgets(
  chunks: readonly BuiltChunk[],
  routes: readonly RouteBudget[] = [LOGIN_BUDGET, SHELL_BUDGET],
  anyChunkMaxBytes: number = ANY_CHUNK_MAX_BYTES,
): BudgetReport[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const entryFiles = closureOf(entry, byName, new Set());
  const cost = (chunk: BuiltChunk) => {
    const files = [...closureOf(chunk, byName, new Set(entryFiles))]
      .map((fileName) => ({ fileName, bytes: byName.get(fileName)?.bytes ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes);
    return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
  };
  const lazyNames = new Set(chunks.flatMap((chunk) => chunk.dynamicImports));
  const reports: BudgetReport[] = [];
  for (const route of routes) {
    const chunk = chunks.find((c) => c.facade === route.facade && lazyNames.has(c.fileName));
    if (!chunk) throw new Error(`no lazily loaded chunk for ${route.name} (${route.facade})`);
    reports.push({ name: route.name, chunk: chunk.fileName, maxBytes: route.maxBytes, ...cost(chunk) });
  }
  const routeFacades = new Set(routes.map((route) => route.facade));
  for (const chunk of chunks) {
    if (!lazyNames.has(chunk.fileName) || routeFacades.has(chunk.facade ?? '')) continue;
    reports.push({
      name: chunk.facade ?? chunk.fileName,
      chunk: chunk.fileName,
      maxBytes: anyChunkMaxBytes,
      ...cost(chunk),
    });
  }
  return reports;
}

/** The reports over their limit, each as the sentence the failed build prints. */
export function budgetFailures(reports: readonly BudgetReport[]): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  return reports
    .filter((report) => report.bytes > report.maxBytes)
    .map(
      (report) =>
        `${report.name} needs ${kb(report.bytes)} of JavaScript (Brotli), over its budget of ${kb(report.maxBytes)}: ` +
        `chunk ${report.chunk} with what it imports (largest: ${report.files
          .slice(0, 4)
          .map((file) => `${file.fileName} ${kb(file.bytes)}`)
          .join(
            ', ',
          )}). Split it (a lazy import) or raise the budget in apps/web/build/budget.ts with a reason.`,
    );
}
