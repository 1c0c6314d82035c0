// Every family declaration is read by the server's engine and the web's screens; a slip in one (a filter the
// field's kind cannot take, a default sort on an unsortable field, a route missing from the table) would only
// show as a refused request or a blank screen. These checks catch it at the declaration.
import { describe, expect, it } from 'vitest';
import {
  dynamicRoutes,
  type FieldKind,
  type FilterKind,
  flattenRoutes,
  homeRoutes,
  ngramFieldOf,
  type ResourceDef,
  type ResourceField,
  resources,
  systemFields,
} from '../src/index.ts';

const filtersByKind: Partial<Record<FieldKind, readonly FilterKind[]>> = {
  text: ['exact', 'contains'],
  longText: ['contains'],
  richText: ['contains'],
  integer: ['exact', 'range'],
  decimal: ['exact', 'range'],
  boolean: ['exact'],
  enum: ['exact', 'enum'],
  datetime: ['dateRange'],
  date: ['dateRange', 'exact'],
  reference: ['exact', 'subtree'],
  multiReference: ['exact', 'enum'],
  children: ['exact', 'enum'],
};

const routePaths = new Set(flattenRoutes([...homeRoutes, ...dynamicRoutes]).map((r) => r.fullPath));
const families = Object.values(resources);

function field(def: ResourceDef, name: string): ResourceField | undefined {
  return def.fields.find((f) => f.name === name);
}

describe.each(families.map((def) => [def.key, def] as const))('family %s', (_key, def) => {
  it('names fields once, in snake_case, never the row id', () => {
    const names = def.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
      // created_at / updated_at may be declared to list, filter and sort them; the id is the engine's own.
      expect(name).not.toBe('id');
    }
  });

  it('filters only with a filter its field kind can take', () => {
    for (const f of def.fields.filter((f) => f.filter)) {
      expect({ field: f.name, allowed: filtersByKind[f.kind]?.includes(f.filter as FilterKind) }).toEqual({
        field: f.name,
        allowed: true,
      });
    }
  });

  it('sorts by default on the id or a sortable field (what a list may ask to sort by), and shows a title field it has', () => {
    const sortedBy = def.defaultSort.field;
    // The list sends its sort; the server takes only `id` and the fields declared sortable.
    const sortable = sortedBy === 'id' || field(def, sortedBy)?.sortable;
    expect({ sortedBy, sortable: Boolean(sortable) }).toEqual({ sortedBy, sortable: true });
    expect(
      field(def, def.titleField) ?? (systemFields as readonly string[]).includes(def.titleField),
    ).toBeTruthy();
  });

  it('has its screens in the route table', () => {
    if (def.route) expect(routePaths).toContain(def.route);
    if (def.detailRoute) expect(routePaths).toContain(def.detailRoute);
    for (const view of def.views ?? []) {
      expect(routePaths).toContain(view.route);
      if (view.detailRoute) expect(routePaths).toContain(view.detailRoute);
    }
  });

  it('presets its views with values its fields can hold, and filters a subtree only of a tree', () => {
    for (const view of def.views ?? []) {
      for (const [name, value] of Object.entries(view.preset)) {
        const f = field(def, name);
        expect({ view: view.route, name, filter: Boolean(f?.filter) }).toEqual({
          view: view.route,
          name,
          filter: true,
        });
        if (f?.kind === 'enum') expect(f.options.map((o) => o.value)).toContain(value);
        if (f?.kind === 'boolean') expect(typeof value).toBe('boolean');
      }
    }
    for (const f of def.fields) {
      if (f.filter === 'subtree' && f.kind === 'reference') expect(resources[f.target]?.tree).toBeDefined();
      if (f.kind === 'children' && f.filter) {
        expect(f.fields.map((child) => child.name)).toContain(f.filterField);
      }
    }
    if (def.tree)
      expect(field(def, def.tree.parentField)).toMatchObject({ kind: 'reference', target: def.key });
  });

  it('points references, workflows and enable switches at fields that exist and fit', () => {
    for (const f of def.fields) {
      if (f.kind === 'reference' || f.kind === 'multiReference') expect(resources).toHaveProperty(f.target);
      if (f.kind === 'children') {
        for (const child of f.fields) {
          if (child.kind === 'reference') expect(resources).toHaveProperty(child.target);
        }
      }
    }
    // A state moves only by the workflow's transitions: no any-to-any status switch, no form writing it.
    expect(def, def.key).not.toHaveProperty('statusField');
    expect(def.actions as readonly string[]).not.toContain('status');
    if (def.workflow) {
      const state = field(def, def.workflow.field);
      expect(state, `${def.key}.${def.workflow.field}`).toMatchObject({ kind: 'enum', readOnly: true });
      const states = state?.kind === 'enum' ? state.options.map((option) => option.value) : [];
      for (const transition of def.workflow.transitions) {
        for (const value of [...transition.from, transition.to])
          expect(states, `${def.key}.${transition.name}`).toContain(value);
        for (const input of transition.inputs ?? [])
          expect(field(def, input.field), `${def.key}.${transition.name}`).toBeDefined();
      }
    }
    if (def.actions.includes('enable'))
      expect(field(def, def.enableField ?? 'enabled')?.kind).toBe('boolean');
    for (const names of def.uniqueTogether ?? []) {
      for (const name of names) expect(field(def, name), name).toBeDefined();
    }
    for (const index of def.indexes ?? []) {
      const ngram = ngramFieldOf(index);
      if (ngram !== undefined) {
        // A gram index serves a contains filter on text; anywhere else it would only cost writes.
        expect(field(def, ngram), ngram).toMatchObject({ kind: 'text', filter: 'contains' });
        continue;
      }
      for (const name of index as readonly string[]) {
        const known = field(def, name) !== undefined || (systemFields as readonly string[]).includes(name);
        expect(known, `${def.key} index names ${name}`).toBe(true);
      }
    }
  });

  it('shows the other side of a link only through a link of its target that points back', () => {
    for (const f of def.fields) {
      if (f.kind !== 'multiReference' || !f.inverseOf) continue;
      const target = resources[f.target] as ResourceDef;
      const inverted = field(target, f.inverseOf);
      expect({ field: f.name, through: f.through }).toEqual({ field: f.name, through: undefined });
      expect(inverted).toMatchObject({ kind: 'multiReference', target: def.key });
      expect(inverted && 'inverseOf' in inverted ? inverted.inverseOf : undefined).toBeUndefined();
    }
  });

  it('never lists, filters, sorts or lets a client write a secret field', () => {
    for (const f of def.fields.filter((f) => f.secret)) {
      expect({ field: f.name, list: f.list, filter: f.filter, sortable: f.sortable }).toEqual({
        field: f.name,
        list: undefined,
        filter: undefined,
        sortable: undefined,
      });
      expect(def.titleField).not.toBe(f.name);
    }
  });
});

/** Families listed on another family's screen (its second tab): the experts beside the service requests. */
const sharedScreens: Record<string, string> = { expert: '/expert_service/list' };

describe('the family registry', () => {
  it('gives every family its own key, table, base path and screen', () => {
    for (const prop of ['key', 'table', 'base'] as const) {
      const values = families.map((def) => def[prop]);
      expect(new Set(values).size).toBe(values.length);
    }
    const routes = families
      .flatMap((def) => [
        sharedScreens[def.key] === def.route ? undefined : def.route,
        def.detailRoute,
        ...(def.views ?? []).map((view) => view.route),
      ])
      .filter(Boolean);
    expect(new Set(routes).size).toBe(routes.length);
    // A shared screen is still some other family's own screen.
    for (const route of Object.values(sharedScreens)) expect(routes).toContain(route);
  });
});

describe('treePaths', () => {
  it('gives each row its ids from the root, and stops a broken chain where it breaks', async () => {
    const { treePaths } = await import('../src/index.ts');
    const paths = treePaths([
      { value: 1, parent: null },
      { value: 2, parent: 1 },
      { value: 3, parent: 2 },
      { value: 4, parent: 99 },
      { value: 5, parent: 6 },
      { value: 6, parent: 5 },
    ]);
    expect(paths.get(3)).toEqual([1, 2, 3]);
    expect(paths.get(1)).toEqual([1]);
    expect(paths.get(4)).toEqual([4]);
    expect(paths.get(5)).toEqual([6, 5]);
  });
});
