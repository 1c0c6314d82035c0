export * from './categories.ts';
export * from './datasheet.ts';
export * from './fields.ts';
export * from './headers.ts';
export * from './measures.ts';
export * from './quantity.ts';
export * from './standards.ts';
export * from './taxonomy.ts';
