/**
 * The generic screens (src/resources) sit below the domains (src/pages): they take the domains' additions from
 * the registry the app's root hands down (resources/extensionRegistry.tsx) and import no domain, directly or
 * through another module, so a domain can be removed without touching them. The registry is fetched lazily;
 * a screen showing a generic one is fetched together with it (pages/extensionSource.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const resources = join(src, 'resources');
const pages = join(src, 'pages');
const registry = join(pages, 'extensions.ts');
const inPages = (file: string) => file.startsWith(`${pages}/`);

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Imports {
  /** Imported when the module is: `import`, `export … from` (type-only ones are erased, so not here). */
  eager: string[];
  /** Type-only imports: no code, but still a dependency of the source. */
  types: string[];
  /** `import()`, and whether it is fetched together with the registry (`withResourceExtensions(import(…))`). */
  lazy: { file: string; withRegistry: boolean }[];
}

/** The few fields of an ESTree node (oxc's, through vite's parser) that the walk reads. */
interface AstNode {
  type: string;
  importKind?: string;
  exportKind?: string;
  source?: AstNode;
  value?: unknown;
  callee?: AstNode;
  name?: string;
  [field: string]: unknown;
}

const importsCache = new Map<string, Imports>();

/** The web app's modules a module imports, by kind. */
function importsOf(file: string): Imports {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const local = (specifier: string) => {
    if (!specifier.startsWith('.')) return undefined;
    const path = resolve(dirname(file), specifier);
    return /\.tsx?$/.test(path) && existsSync(path) ? path : undefined;
  };
  const found: Imports = { eager: [], types: [], lazy: [] };
  const { program, errors } = parseSync(file, readFileSync(file, 'utf8'), {
    lang: file.endsWith('.tsx') ? 'tsx' : 'ts',
  });
  expect(errors, file).toEqual([]);
  const literal = (node: AstNode | undefined) =>
    node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
  const visit = (node: AstNode, parent: AstNode | undefined) => {
    const kind = node.importKind ?? node.exportKind;
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportNamedDeclaration' ||
        node.type === 'ExportAllDeclaration') &&
      literal(node.source)
    ) {
      const path = local(literal(node.source) as string);
      if (path) (kind === 'type' ? found.types : found.eager).push(path);
    } else if (node.type === 'ImportExpression') {
      const specifier = literal(node.source);
      const path = specifier ? local(specifier) : undefined;
      const withRegistry =
        parent?.type === 'CallExpression' &&
        parent.callee?.type === 'Identifier' &&
        parent.callee.name === 'withResourceExtensions';
      if (path) found.lazy.push({ file: path, withRegistry });
    }
    for (const child of Object.values(node))
      for (const item of Array.isArray(child) ? child : [child])
        if (item && typeof item === 'object' && typeof item.type === 'string') visit(item, node);
  };
  visit(program as unknown as AstNode, undefined);
  importsCache.set(file, found);
  return found;
}

/** Each module reachable from `start` through `next`, with the chain of imports reaching it. */
function chainsFrom(start: readonly string[], next: (file: string) => string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(start.map((file) => [file, [file]]));
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    for (const imported of next(file)) {
      if (chains.has(imported)) continue;
      chains.set(imported, [...(chains.get(file) ?? [file]), imported]);
      pending.push(imported);
    }
  }
  return chains;
}

const shown = (chain: readonly string[]) => chain.map((file) => relative(src, file)).join(' → ');

/** Every import counts (a type, a lazy one); the chain stops at the first module of a domain. */
const everyImport = (file: string) => {
  const { eager, types, lazy } = importsOf(file);
  return inPages(file) ? [] : [...eager, ...types, ...lazy.map((l) => l.file)];
};

/** The chains from the modules under `dirs` into a module of a domain (src/pages). */
function chainsIntoPages(dirs: readonly string[]): string[] {
  const files = dirs.flatMap((dir) => sourceFilesUnder(join(src, dir)));
  return [...chainsFrom(files, everyImport)]
    .filter(([file]) => inPages(file))
    .map(([, chain]) => shown(chain));
}

describe('the generic resource screens', () => {
  it('reach no module of a domain (src/pages), directly or through another module', () => {
    expect(sourceFilesUnder(resources).length).toBeGreaterThan(20);
    expect(chainsIntoPages(['resources'])).toEqual([]);
  });

  it('come with the registry: every screen showing one is fetched together with it, and no other screen', () => {
    const eager = (file: string) => importsOf(file).eager;
    // The modules reading the registry (the list, the form, the detail, related rows).
    const hook = join(resources, 'extensionRegistry.tsx');
    const readers = new Set(
      sourceFilesUnder(resources).filter(
        (file) => file !== hook && readFileSync(file, 'utf8').includes('useResourceExtension('),
      ),
    );
    expect(readers.size).toBeGreaterThanOrEqual(4);
    const showsGeneric = (file: string) => [...chainsFrom([file], eager).keys()].some((m) => readers.has(m));
    // What the registry brings along is there once it is (each domain's additions, which it loads before it
    // answers): their own lazy imports need not fetch it.
    const domains = importsOf(registry).lazy.map((l) => l.file);
    expect(domains.length).toBeGreaterThanOrEqual(8);
    const withTheRegistry = new Set(chainsFrom([registry, ...domains], eager).keys());
    const mismatches = sourceFilesUnder(src)
      .filter((file) => !file.startsWith(`${resources}/`) && !withTheRegistry.has(file))
      .flatMap((file) =>
        importsOf(file)
          .lazy.filter((l) => l.file !== registry && l.withRegistry !== showsGeneric(l.file))
          .map(
            (l) =>
              `${relative(src, file)}: import('${relative(src, l.file)}') ` +
              (l.withRegistry
                ? 'shows no generic screen: import it alone'
                : 'shows a generic screen: wrap it in withResourceExtensions'),
          ),
      );
    expect(mismatches).toEqual([]);
  });

  it('are checked by import, whatever its form', () => {
    const probe = join(src, 'resources', 'ResourceList.tsx');
    expect(importsOf(probe).eager).toContain(join(resources, 'extensionRegistry.tsx'));
    expect(importsOf(probe).types).toContain(join(resources, 'extensions.ts'));
    const screens = importsOf(join(pages, 'registry.ts')).lazy;
    expect(screens).toContainEqual({ file: join(resources, 'ResourceList.tsx'), withRegistry: true });
  });
});

describe('the layers below the domains', () => {
  it('reach no module of a domain: the request functions, texts, stores, the generic screens and the shell', () => {
    expect(chainsIntoPages(['api', 'i18n', 'stores', 'resources', 'shell'])).toEqual([]);
  });

  it('lowest: the request functions, texts and stores import nothing of the app above them', () => {
    const lowest = ['api', 'i18n', 'stores'].map((dir) => join(src, dir));
    const inLowest = (file: string) => lowest.some((dir) => file.startsWith(`${dir}/`));
    const upward = lowest
      .flatMap((dir) => sourceFilesUnder(dir))
      .flatMap((file) => {
        const { eager, types, lazy } = importsOf(file);
        return [...eager, ...types, ...lazy.map((l) => l.file)]
          .filter((imported) => !inLowest(imported))
          .map((imported) => `${relative(src, file)} → ${relative(src, imported)}`);
      });
    expect(upward).toEqual([]);
  });

  it('see the table of screens only as the app root hands it down: no other module imports it', () => {
    const table = join(pages, 'registry.ts');
    const root = join(src, 'App.tsx');
    const importers = sourceFilesUnder(src)
      .filter((file) => {
        const { eager, types, lazy } = importsOf(file);
        return [...eager, ...types, ...lazy.map((l) => l.file)].includes(table);
      })
      .map((file) => relative(src, file));
    expect(importers).toEqual([relative(src, root)]);
  });

  it('would be caught: a chain into a domain is named', () => {
    // The router composes the public pages, so it does reach a domain: the walk finds and names that chain.
    expect(chainsIntoPages(['router'])).toContain('router/AppRoutes.tsx → pages/public.ts');
  });
});
