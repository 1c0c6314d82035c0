import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
const rss = () => Math.round(Number(readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024);
const init = Number(process.argv[2]);
console.log('before', rss());
const db = await PGlite.create({ dataDir: '/tmp/h8/pgcopy', extensions: { pg_trgm }, ...(init ? { initialMemory: init * 1048576 } : {}), startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
console.log('open', rss(), 'wasm', db.Module?.HEAP8?.length / 1048576);
for (const t of ['datasheet', 'search_document', 'access_log', 'audit_log']) { try { await db.query(`select count(*) from ${t}`); } catch (e) { console.log(e.message) } }
await db.query("select * from search_document order by id desc limit 500");
console.log('queries', rss(), 'wasm', db.Module?.HEAP8?.length / 1048576);
await db.close();
