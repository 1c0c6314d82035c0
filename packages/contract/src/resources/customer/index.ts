export * from './cards.ts';
export * from './duplicates.ts';
