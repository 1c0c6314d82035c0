export * from './activities.ts';
export * from './endpoints.ts';
export * from './engagement.ts';
export * from './library.ts';
export * from './placements.ts';
export * from './portal.ts';
export * from './sources.ts';
export * from './tools.ts';
