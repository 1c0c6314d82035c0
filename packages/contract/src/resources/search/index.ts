export * from './endpoints.ts';
export * from './kinds.ts';
