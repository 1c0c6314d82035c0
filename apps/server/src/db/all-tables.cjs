// The schema drizzle-kit writes migrations from (`npm run db:generate -w apps/server`): the hand-written
// tables plus every table derived from the contract's family declarations. CommonJS because drizzle-kit
// require()s it and only sees named exports; derived tables are computed, so they are spread in here.
const handWritten = require('./schema/index.ts');
const { derivedSchema } = require('../engine/tables.ts');

module.exports = { ...handWritten, ...derivedSchema() };
