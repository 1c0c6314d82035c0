export * from './applications.ts';
export * from './comments.ts';
export * from './endpoints.ts';
export * from './experts.ts';
export * from './fields.ts';
export * from './news.ts';
