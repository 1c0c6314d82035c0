export * from './access-log.ts';
export * from './admin.ts';
export * from './media.ts';
export * from './permissions.ts';
export * from './proposals.ts';
