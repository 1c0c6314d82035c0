export * from './cards.ts';
export * from './duplicates.ts';
export * from './endpoints.ts';
