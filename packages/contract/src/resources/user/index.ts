export * from './activity.ts';
export * from './checks.ts';
export * from './contact.ts';
export * from './endpoints.ts';
export * from './exports.ts';
export * from './marks.ts';
export * from './users.ts';
