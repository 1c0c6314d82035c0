export * from './campaigns.ts';
export * from './endpoints.ts';
export * from './recipient-status.ts';
export * from './recipients.ts';
