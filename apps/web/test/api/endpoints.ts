/**
 * Every endpoint the contract declares, by method and path, for the web tests' fake API: the custom endpoints
 * its domains export (`adminEndpoints`, `datasheetEndpoints`, `qrcodeImageEndpoint` …, found by walking the
 * contract's exports, so a new one needs no line here) and the endpoints the engine generates for each
 * declared family (list, get, writes, transitions, contact, export). A family a test declares for itself (a
 * generic screen's synthetic family) is added to the fake API that serves it.
 */
import * as contract from '@console/contract';
import {
  type AnyEndpoint,
  contactEndpoint,
  familyEndpoints,
  fileEndpoint,
  maskedFieldsOf,
  type ResourceDef,
  resourcePaths,
  resources,
  transitionEndpoint,
} from '@console/contract';
import { z } from 'zod';

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.method === 'GET' || v.method === 'POST') &&
    typeof v.path === 'string' &&
    'input' in v &&
    ('output' in v || 'file' in v || 'events' in v)
  );
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The engine's endpoints of one family, as the server registers them (http/family-routes.ts). */
export function familyRoutes(def: ResourceDef): AnyEndpoint[] {
  // Typed per family where the app calls them; here every family is the plain declaration.
  const generated = familyEndpoints(def) as unknown as Record<string, AnyEndpoint>;
  const pick = (key: string) => generated[key] as AnyEndpoint;
  const name = (zh: string, en: string) => ({ zh: `${def.label.zh}${zh}`, en: `${def.label.en}: ${en}` });
  const routes: AnyEndpoint[] = [
    pick('list'),
    pick('get'),
    pick('options'),
    pick('restore'),
    ...(def.tree ? [pick('tree')] : []),
    ...def.actions.flatMap((action): AnyEndpoint[] =>
      action === 'export'
        ? [
            // The export is a file; the contract has no declaration of its own for it (the OpenAPI document
            // describes it from the family), so it is declared here as the server serves it.
            fileEndpoint({
              method: 'GET',
              path: resourcePaths(def).export,
              name: name('导出', 'export'),
              input: z.record(z.string(), z.string()),
              file: XLSX,
            }),
          ]
        : [pick(action)],
    ),
    ...(def.workflow?.transitions ?? []).map(
      (transition): AnyEndpoint => transitionEndpoint(def, transition) as unknown as AnyEndpoint,
    ),
    ...(maskedFieldsOf(def).length > 0 ? [contactEndpoint(def) as unknown as AnyEndpoint] : []),
  ];
  return routes;
}

export const routeKey = (method: string, path: string) => `${method} ${path}`;

function catalogue(): Map<string, AnyEndpoint> {
  const known = new Map<string, AnyEndpoint>();
  // A custom endpoint at a generated one's path (the admins' add, with its password) replaces it, as on the
  // server: the families go in first.
  const add = (endpoint: AnyEndpoint) => known.set(routeKey(endpoint.method, endpoint.path), endpoint);
  for (const def of Object.values(resources)) for (const endpoint of familyRoutes(def)) add(endpoint);
  for (const value of Object.values(contract)) {
    if (isEndpoint(value)) add(value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const inner of Object.values(value)) if (isEndpoint(inner)) add(inner);
    }
  }
  return known;
}

/** The contract's declared endpoints by `METHOD path`. */
export const declaredEndpoints: ReadonlyMap<string, AnyEndpoint> = catalogue();
