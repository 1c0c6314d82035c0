export * from './business.ts';
export * from './demands.ts';
export * from './endpoints.ts';
export * from './follow-messages.ts';
export * from './proposals.ts';
