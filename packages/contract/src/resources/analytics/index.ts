export * from './analysis.ts';
export * from './metrics.ts';
export * from './screens.ts';
export * from './tracking.ts';
