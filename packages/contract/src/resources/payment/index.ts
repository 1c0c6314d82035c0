export * from './endpoints.ts';
export * from './payments.ts';
