// The schema drizzle-kit writes migrations from (`npm run db:generate -w apps/server`): the hand-written
// tables plus every table derived from the contract's family declarations. CommonJS because drizzle-kit
// require()s it and only sees exported tables; derived tables are computed, so they are listed here.
const { migrationSchema } = require('./migration-schema.ts');

module.exports = migrationSchema();
