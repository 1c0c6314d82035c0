export * from './families.ts';
export * from './rules.ts';
