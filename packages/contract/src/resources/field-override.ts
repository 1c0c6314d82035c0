/**
 * Shared field declarations with a caller's properties laid over them, keeping the field's literal type (name,
 * kind, required, default), so what is derived from a declaration's type (a row's type, RowOf; a table's
 * columns) sees a shared field as precisely as one written out in the declaration. Exported from the contract
 * so declaration files can name the types a family's declaration is made of.
 */

/** What a caller may lay over a shared field. */
export type FieldExtra<F> = Partial<Omit<F, 'name' | 'kind'>>;
export type NoFieldExtra = Record<never, never>;
/** The base field with the caller's properties laid over it. */
export type FieldOverride<Base, E> = Omit<Base, keyof E> & E;

export function overrideField<Base extends object, E extends object>(
  base: Base,
  extra: E,
): FieldOverride<Base, E> {
  return { ...base, ...extra };
}
