import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  ANY_CHUNK_MAX_BYTES,
  type BuiltChunk,
  budgetFailures,
  LOGIN_BUDGET,
  measureBudgets,
  SHELL_BUDGET,
} from '../../build/budget.ts';
import { deliveryPlugin } from '../../build/delivery-plugin.ts';

const KB = 1024;

function chunk(fileName: string, bytes: number, rest: Partial<BuiltChunk> = {}): BuiltChunk {
  return { fileName, bytes, isEntry: false, facade: null, imports: [], dynamicImports: [], ...rest };
}

/** An entry that lazily loads the login page, the shell and one screen; `vendor` is shared by all. */
function app(loginExtra: number, screenExtra = 10 * KB): BuiltChunk[] {
  return [
    chunk('index.js', 20 * KB, {
      isEntry: true,
      imports: ['vendor.js'],
      dynamicImports: ['login.js', 'layout.js', 'screen.js'],
    }),
    chunk('vendor.js', 60 * KB),
    chunk('login.js', 2 * KB, { facade: LOGIN_BUDGET.facade, imports: ['vendor.js', 'form.js'] }),
    chunk('form.js', loginExtra),
    chunk('layout.js', 30 * KB, { facade: SHELL_BUDGET.facade, imports: ['vendor.js'] }),
    chunk('screen.js', screenExtra, { facade: 'src/pages/x/Screen.tsx', imports: ['vendor.js'] }),
  ];
}

describe('the weight budgets', () => {
  it('counts the entry, the route chunk and what they import, each file once', () => {
    const login = measureBudgets(app(30 * KB)).find((r) => r.name === '/login');
    // index 20 + vendor 60 (imported by both, counted once) + login 2 + form 30
    expect(login?.bytes).toBe(112 * KB);
    expect(login?.files.map((f) => f.fileName)).toEqual(['vendor.js', 'form.js', 'index.js', 'login.js']);
    expect(budgetFailures(measureBudgets(app(30 * KB)))).toEqual([]);
  });

  it('fails when the login page needs more than its budget, naming the chunk and its largest files', () => {
    const failures = budgetFailures(measureBudgets(app(90 * KB)));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/login needs 172.0 KB');
    expect(failures[0]).toContain('budget of 120.0 KB');
    expect(failures[0]).toContain('chunk login.js');
    expect(failures[0]).toContain('form.js 90.0 KB');
  });

  it('holds any other lazily loaded chunk to the general limit', () => {
    const failures = budgetFailures(measureBudgets(app(10 * KB, ANY_CHUNK_MAX_BYTES)));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('src/pages/x/Screen.tsx needs');
    expect(failures[0]).toContain('chunk screen.js');
  });

  it('refuses a build where the login page is no longer a chunk of its own', () => {
    const merged = app(10 * KB).map((c) => (c.fileName === 'login.js' ? { ...c, facade: null } : c));
    expect(() => measureBudgets(merged)).toThrow(/no lazily loaded chunk for \/login/);
  });
});

/** A chunk of the bundle as the bundler hands it to the plugin. */
function outputChunk(
  fileName: string,
  code: string,
  rest: Partial<Rolldown.OutputChunk> = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    ...rest,
  } as Rolldown.OutputChunk;
}

/** A plugin hook as a function, whether declared as one or as `{ order, handler }`. */
function hook(declared: unknown): (this: unknown, ...args: unknown[]) => Promise<void> {
  const found = typeof declared === 'function' ? declared : (declared as { handler: unknown }).handler;
  return found as (this: unknown, ...args: unknown[]) => Promise<void>;
}

describe('the build plugin', () => {
  async function generate(loginCode: string) {
    const plugin = deliveryPlugin();
    const root = '/app';
    (plugin.configResolved as (config: { root: string; build: { minify: boolean } }) => void)({
      root,
      build: { minify: true },
    });
    const bundle = {
      'index.js': outputChunk('index.js', 'console.log(1)', {
        isEntry: true,
        dynamicImports: ['login.js', 'layout.js'],
      }),
      'login.js': outputChunk('login.js', loginCode, { facadeModuleId: `${root}/${LOGIN_BUDGET.facade}` }),
      'layout.js': outputChunk('layout.js', 'export {}', {
        facadeModuleId: `${root}/${SHELL_BUDGET.facade}`,
      }),
    } as unknown as Rolldown.OutputBundle;
    const errors: string[] = [];
    const context = {
      error(message: string): never {
        errors.push(message);
        throw new Error(message);
      },
      info() {},
    };
    await hook(plugin.generateBundle)
      .call(context, {}, bundle)
      .catch(() => {});
    return { errors, plugin };
  }

  it('fails the build when an oversized chunk is fed to it', async () => {
    // Random bytes do not compress: 300 KB of them stay over the 200 KB login budget under Brotli.
    const { errors } = await generate(randomBytes(300 * KB).toString('base64'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/weight budget exceeded/);
    expect(errors[0]).toContain('chunk login.js');
  });

  it('lets a build within its budgets pass', async () => {
    expect((await generate('export const login = 1;'.repeat(1000))).errors).toEqual([]);
  });

  it('compresses the files as written, even when they changed after they were measured', async () => {
    // Vite fills in its preload lists late: a copy of the measured code would miss that (and break the app).
    const measured = 'export const login = "__VITE_PRELOAD__";'.repeat(100);
    const written = 'export const login = ["assets/a.js"];'.repeat(100);
    const { plugin } = await generate(measured);
    const dir = mkdtempSync(join(tmpdir(), 'delivery-'));
    try {
      writeFileSync(join(dir, 'login.js'), written);
      await hook(plugin.writeBundle).call({}, { dir }, {});
      expect(brotliDecompressSync(readFileSync(join(dir, 'login.js.br'))).toString()).toBe(written);
      expect(gunzipSync(readFileSync(join(dir, 'login.js.gz'))).toString()).toBe(written);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
