export * from './api.ts';
export * from './counters.ts';
export * from './envelope.ts';
export * from './route-table.ts';
export * from './routes.ts';
export * from './session.ts';
