/**
 * A family's row as its declaration types it: `RowOf<typeof companyResource>` has `name: string`,
 * `group_id: number | null`, … and no other names, so code reading a field the declaration does not have (a
 * renamed field's old name) fails to compile instead of reading undefined. Declarations are
 * `as const satisfies ResourceDef`, which keeps the literal names, kinds and enum values this reads.
 *
 * Generic code over any family (`def: ResourceDef`) gets `ResourceRow`, the untyped row, from the same type.
 */
import type { ResourceField, ScalarField } from './field-kinds.ts';
import type { ResourceRow } from './rows.ts';
import type { ResourceDef } from './types.ts';

/** Present in every row (required, or filled by a default), else possibly null. */
type Present<T, F> = F extends { required: true } | { default: number | string } ? T : T | null;

/** The value of a field in a row as the API returns it (date-times as ISO strings). */
export type FieldValue<F extends ResourceField> = F extends {
  kind: 'text' | 'longText' | 'richText' | 'image' | 'file';
}
  ? string
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'integer' | 'decimal' | 'reference' }
      ? Present<number, F>
      : F extends { kind: 'enum'; options: readonly (infer O)[] }
        ? Present<O extends { value: infer V } ? V : never, F>
        : F extends { kind: 'datetime' | 'date' }
          ? string | null
          : F extends { kind: 'multiReference' }
            ? number[]
            : F extends { kind: 'children' }
              ? Record<string, unknown>[]
              : unknown;

/** The declared fields of a family as one row holds them, by name (fields named by a literal only). */
export type RecordOf<D extends ResourceDef> = {
  [F in D['fields'][number] as string extends F['name'] ? never : F['name']]: FieldValue<F>;
};

/** The columns the server keeps on every table (`updated_at` unless the family says `updatedAt: false`). */
type SystemName = 'id' | 'created_at' | 'updated_at';

/** A field's value in a row as the API (and the engine's reads) hand it over. */
export type RowValue<F extends ResourceField> = F extends {
  kind: 'children';
  fields: readonly (infer C extends ScalarField)[];
}
  ? ChildRowOf<C>[]
  : F extends { kind: 'datetime' | 'date' }
    ? Present<string, F>
    : F extends { kind: 'json' }
      ? unknown
      : FieldValue<F>;

/** One child row of a `children` field: its id and its fields. */
export type ChildRowOf<C extends ScalarField> = { id: number } & {
  [F in C as string extends F['name'] ? never : Exclude<F['name'], 'id'>]: RowValue<F>;
};

/** The fields a row carries: every declared field but the secret ones (never read) and the system columns. */
type Carried<D extends ResourceDef> = Exclude<D['fields'][number], { secret: true }>;

/** Titles of referenced rows, by field: a reference's title (null when empty), a multi-reference's titles. */
type LabelsOf<D extends ResourceDef> = {
  [F in Extract<D['fields'][number], { kind: 'reference' | 'multiReference' }> as string extends F['name']
    ? never
    : F['name']]?: F extends { kind: 'multiReference' } ? string[] : string | null;
};

type Typed<D extends ResourceDef> = {
  id: number;
  created_at: string;
  $labels?: LabelsOf<D>;
} & (D extends { updatedAt: false } ? unknown : { updated_at: string }) & {
    -readonly [F in Carried<D> as string extends F['name']
      ? never
      : Exclude<F['name'], SystemName>]: RowValue<F>;
  };

/**
 * The row of family `D`. A declaration whose field names are not all literal (a plain `ResourceDef`, or fields
 * built at run time) keeps `ResourceRow`'s open index beside whatever it does type.
 */
export type RowOf<D extends ResourceDef> = string extends D['fields'][number]['name']
  ? ResourceRow & Typed<D>
  : Flatten<Typed<D>>;

/** Child-row fields a list page leaves out (`detailOnly`: a datasheet's grid is read with one row only). */
type DetailOnlyName<D extends ResourceDef> = Extract<D['fields'][number], { detailOnly: true }>['name'];

/**
 * `RowOf<D>` without the names `K` (what a narrower read leaves out). A family whose names are not all literal
 * keeps an open index beside the typed names (an `Omit` of the open row itself would lose them).
 */
export type RowWithout<
  D extends ResourceDef,
  K extends PropertyKey,
> = string extends D['fields'][number]['name']
  ? Record<string, unknown> & Omit<Typed<D>, K>
  : Omit<Flatten<Typed<D>>, K>;

/** A row of a list page (`GET {base}/list`): the row without its `detailOnly` child rows. */
export type ListRowOf<D extends ResourceDef> = [DetailOnlyName<D>] extends [never]
  ? RowOf<D>
  : RowWithout<D, DetailOnlyName<D>>;

/** The names a family's rows carry (fields and system columns): what `keyof RowOf<D>` spells out. */
export type FieldNameOf<D extends ResourceDef> = Exclude<keyof RowOf<D>, '$labels'> & string;

/** One object type instead of an intersection, so editors and errors show the row's fields. */
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/**
 * A field's value as server code writes it: what a row holds, date-times also as `Date`s, and null for "no
 * value" (the engine stores a text field's empty as '').
 */
export type WriteValue<F extends ResourceField> = F extends { kind: 'datetime' | 'date' }
  ? string | Date | null
  : F extends { kind: 'children'; fields: readonly (infer C extends ScalarField)[] }
    ? ChildWriteOf<C>[]
    : F extends { kind: 'json' }
      ? unknown
      : FieldValue<F> | null;

/** One child row as server code writes it: its id when it is a row read back (changed in place), its fields. */
type ChildWriteOf<C extends ScalarField> = { id?: number } & {
  [F in C as string extends F['name'] ? never : Exclude<F['name'], 'id'>]?: WriteValue<F>;
};

/**
 * The values server code writes on a row of family `D` (`addRow`, `updateRow` …): declared fields only, each typed,
 * so a misspelled or renamed field fails to compile rather than being dropped. A family typed only as
 * `ResourceDef` (generic code) takes any names, which the engine checks when it runs.
 */
export type WriteValuesOf<D extends ResourceDef> = string extends D['fields'][number]['name']
  ? Record<string, unknown>
  : {
      [F in D['fields'][number] as string extends F['name'] ? never : F['name']]?: WriteValue<F>;
    } & { created_at?: string | Date; updated_at?: string | Date };

/**
 * Refuses names `V` has beyond `W`: an object typed with an open index (`Record<string, unknown>`) would pass a
 * type of optional fields unchecked, so the write functions take `V & NoNamesBeyond<V, WriteValuesOf<D>>`.
 */
export type NoNamesBeyond<V, W> = { [K in Exclude<keyof V & string, keyof W & string>]: never };
