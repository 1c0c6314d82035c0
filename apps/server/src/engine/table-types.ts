/**
 * The TypeScript types of the tables derived from a declaration (tables.ts builds them at run time): a
 * family's columns by field name with each value's type and whether it may be null or left out on insert,
 * so the modules that query a family's table directly (login, the permission guard, the seed) are checked
 * by the compiler against the declaration. Only what queries see is modelled: every string column is typed
 * as `text` whether it is a `varchar` or not, every whole number as `integer`.
 */
import type {
  FieldValue,
  MultiReferenceField,
  ResourceDef,
  ResourceField,
  ScalarField,
} from '@console/contract';
import type { $Type, BuildColumns, ColumnBuilderBase, HasDefault, NotNull } from 'drizzle-orm';
import type {
  PgBigSerial53BuilderInitial,
  PgBooleanBuilderInitial,
  PgDateStringBuilderInitial,
  PgIntegerBuilderInitial,
  PgJsonbBuilderInitial,
  PgSerialBuilderInitial,
  PgTableWithColumns,
  PgTextBuilderInitial,
  PgTimestampBuilderInitial,
} from 'drizzle-orm/pg-core';

type Text = PgTextBuilderInitial<'', [string, ...string[]]>;
type Int = PgIntegerBuilderInitial<''>;
type Timestamp = PgTimestampBuilderInitial<''>;
type SystemTimestamp = NotNull<HasDefault<Timestamp>>;

/** A value present in every row: required, or filled by a default. */
type Filled<B extends Text | Int, F> = F extends { default: number | string }
  ? NotNull<HasDefault<B>>
  : F extends { required: true }
    ? NotNull<B>
    : B;

/** The column builder a scalar field derives, as tables.ts's `scalarColumn` makes it. */
type FieldColumn<F extends ResourceField> = F extends { kind: 'text' | 'longText' | 'richText' }
  ? F extends { required: true }
    ? F extends { default: string }
      ? NotNull<HasDefault<Text>>
      : NotNull<Text>
    : NotNull<HasDefault<Text>>
  : F extends { kind: 'image' | 'file' }
    ? NotNull<HasDefault<Text>>
    : F extends { kind: 'boolean' }
      ? NotNull<HasDefault<PgBooleanBuilderInitial<''>>>
      : F extends { kind: 'integer' | 'decimal' | 'reference' }
        ? Filled<Int, F>
        : F extends { kind: 'enum' }
          ? Filled<$Type<FieldValue<F> extends number ? Int : Text, NonNullable<FieldValue<F>>>, F>
          : F extends { kind: 'datetime' }
            ? Timestamp
            : F extends { kind: 'date' }
              ? PgDateStringBuilderInitial<''>
              : PgJsonbBuilderInitial<''>;

type SystemName = 'id' | 'created_at' | 'updated_at';
type Scalar<D extends ResourceDef> = Exclude<D['fields'][number], { kind: 'multiReference' | 'children' }>;

/** The column builders of a family's table, by column name. */
export type FamilyColumns<D extends ResourceDef> = {
  id: D extends { idKind: 'bigserial' } ? PgBigSerial53BuilderInitial<''> : PgSerialBuilderInitial<''>;
  created_at: SystemTimestamp;
} & (D extends { updatedAt: false } ? unknown : { updated_at: SystemTimestamp }) & {
    [F in Scalar<D> as string extends F['name'] ? never : Exclude<F['name'], SystemName>]: FieldColumn<F>;
  };

type Table<Name extends string, Columns> = PgTableWithColumns<{
  name: Name;
  schema: undefined;
  columns: { [K in keyof Columns]: Columns[K] } extends infer Map extends Record<string, ColumnBuilderBase>
    ? BuildColumns<Name, Map, 'pg'>
    : never;
  dialect: 'pg';
}>;

/** A family's table as queries see it. */
export type FamilyTable<D extends ResourceDef> = Table<D['table'], FamilyColumns<D>>;

type LinkOf<D extends ResourceDef, N extends string> = Extract<
  D['fields'][number],
  { name: N; kind: 'multiReference' }
>;

/** The names of a family's multi-reference fields that hold their own links (not another field's inverse). */
export type LinkName<D extends ResourceDef> = Exclude<
  Extract<D['fields'][number], { kind: 'multiReference' }>,
  { inverseOf: string }
>['name'];

type Through<D extends ResourceDef, F> = F extends {
  through: { table: infer T extends string; owner: infer O extends string; target: infer G extends string };
}
  ? { table: T; owner: O; target: G }
  : F extends MultiReferenceField
    ? { table: `${D['table']}_${F['name']}`; owner: 'owner_id'; target: 'target_id' }
    : never;

/** The join table of a family's multi-reference: the owner's id and the target's id, both never null. */
export type LinkTable<D extends ResourceDef, N extends string> =
  Through<D, LinkOf<D, N>> extends {
    table: infer T extends string;
    owner: infer O extends string;
    target: infer G extends string;
  }
    ? Table<T, { [K in O | G]: NotNull<Int> }>
    : never;

/** The names of a family's `children` fields. */
export type ChildName<D extends ResourceDef> = Extract<D['fields'][number], { kind: 'children' }>['name'];

/** The columns of a child table: its own id, the parent's, the row's position, and the child fields. */
type ChildColumns<C extends ScalarField> = {
  id: PgSerialBuilderInitial<''>;
  parent_id: NotNull<Int>;
  position: NotNull<HasDefault<Int>>;
} & {
  [F in C as string extends F['name']
    ? never
    : Exclude<F['name'], 'id' | 'parent_id' | 'position'>]: FieldColumn<F>;
};

/** The table of a family's child rows (`{table}_{field}`), as tables.ts's `childTableOf` derives it. */
export type ChildRowsTable<D extends ResourceDef, N extends string> =
  Extract<D['fields'][number], { name: N; kind: 'children' }> extends {
    fields: readonly (infer C extends ScalarField)[];
  }
    ? Table<`${D['table']}_${N}`, ChildColumns<C>>
    : never;
