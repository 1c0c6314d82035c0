export * from './endpoints.ts';
export * from './families.ts';
