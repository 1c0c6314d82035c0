export * from './endpoints.ts';
export * from './families.ts';
export * from './tools.ts';
