export * from './admin.ts';
export * from './api.ts';
export * from './counters.ts';
export * from './dashboard.ts';
export * from './envelope.ts';
export * from './route-table/index.ts';
export * from './routes.ts';
export * from './session.ts';
