// The pure datasheet rules (units, conditions, the property grid, comparison), shared by server and web.

export * from './cache.ts';
export * from './certificates.ts';
export * from './chemicals.ts';
export * from './compare.ts';
export * from './compose.ts';
export * from './conditions.ts';
export * from './flag-judging.ts';
export * from './grid.ts';
export * from './header-values.ts';
export * from './import.ts';
export * from './pdf-source.ts';
export * from './plausibility.ts';
export * from './polymer-families.ts';
export * from './search.ts';
export * from './similarity.ts';
export * from './smart-options.ts';
export * from './spellings.ts';
export * from './ul94.ts';
export * from './unit-suggestions.ts';
export * from './units.ts';
