/**
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying once, as the first
 * schema is built. The console's Content-Security-Policy forbids eval (apps/server/src/http/security-headers.ts),
 * so that try would be a violation the browser reports on every page load; jitless parsing is what zod falls
 * back to anyway. Imported first by main.tsx, before any module builds a schema.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` so that every copy of it shares one; writing
 * there instead of importing zod's `config()` keeps zod out of the first chunk of every page (3 KB of Brotli
 * on the login page). zod-without-eval.test.ts checks that zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
