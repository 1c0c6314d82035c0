/**
 * How the build is delivered: every compressible file gets a Brotli (`.br`) and a gzip (`.gz`) copy beside it,
 * compressed once at the highest levels (the server picks the copy a browser accepts: apps/server/src/web-app.ts),
 * and the weight budgets of budget.ts are checked before anything is written: over budget, the build fails
 * and names the chunk.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { type BuiltChunk, budgetFailures, measureBudgets } from './budget.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller files are sent as they are: the copies would save less than their headers cost. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function brotliOf(content: string | Uint8Array): Promise<Buffer> {
  return brotli(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export function deliveryPlugin(): Plugin {
  let root = process.cwd();
  /** An unminified build (`--minify false`) is for reading a profile, never served: its weight is not checked. */
  let checkBudgets = true;
  /** Brotli copies made for the budget check, with the code they were made from. */
  const compressed = new Map<string, { code: string; br: Buffer }>();
  return {
    name: 'console-delivery',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      checkBudgets = config.build.minify !== false;
    },
    // Last, so the code measured is the code written (Vite fills in its preload lists in this hook too).
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const chunks: BuiltChunk[] = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const br = await brotliOf(output.code);
          compressed.set(output.fileName, { code: output.code, br });
          chunks.push({
            fileName: output.fileName,
            bytes: br.length,
            isEntry: output.isEntry,
            facade: output.facadeModuleId ? relative(root, output.facadeModuleId) : null,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
          });
        }
        if (!checkBudgets) return;
        const reports = measureBudgets(chunks);
        const failures = budgetFailures(reports);
        if (failures.length > 0) this.error(`weight budget exceeded:\n${failures.join('\n')}`);
        for (const report of reports.slice(0, 2)) {
          this.info(
            `${report.name}: ${(report.bytes / 1024).toFixed(1)} KB of JavaScript (Brotli), budget ${(report.maxBytes / 1024).toFixed(0)} KB`,
          );
        }
      },
    },
    async writeBundle(options) {
      const outDir = options.dir ?? join(root, 'dist');
      for (const path of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const content = await readFile(path);
        // The copy made for the budget only if the file on disk is still exactly what was measured.
        const measured = compressed.get(relative(outDir, path));
        const br =
          measured && measured.code === content.toString('utf8') ? measured.br : await brotliOf(content);
        const gz = await gzipped(content, { level: constants.Z_BEST_COMPRESSION });
        // A copy that is not smaller would only cost the server a choice.
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      }
      compressed.clear();
    },
  };
}
