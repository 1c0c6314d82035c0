export * from './families.ts';
