export * from './access-log.ts';
export * from './admin.ts';
export * from './datasheet-cache-source.ts';
export * from './datasheet-search.ts';
export * from './permissions.ts';
export * from './search.ts';
export * from './sitemap.ts';
export * from './tracking.ts';
