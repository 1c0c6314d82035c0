export * from './bid.ts';
export * from './currency.ts';
export * from './endpoints.ts';
export * from './families.ts';
export * from './fields.ts';
