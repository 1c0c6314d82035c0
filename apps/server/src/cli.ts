// Admin accounts from the command line, for operators: the first admin who lost the generated password,
// or an account created before the user screens exist; and `recount`, the repair of the declared counts (a
// count a hand-typed UPDATE or a deep cascade left wrong). Opens the database the way the server does, so it
// refuses to run while a server holds the same DATA_DIR.
import { parseArgs } from 'node:util';
import { fail, prepareDatabase, readConfig } from './bootstrap.ts';
import { recountAll } from './engine/counts.ts';
import { AccountError, createAdminAccount, resetAdminPassword } from './modules/admin-user/accounts.ts';
import { writeDemoEvents } from './modules/analytics/demo-events.ts';
import { generatePassword } from './modules/seed/seed.ts';
import { ArchiveError } from './operations/archive.ts';
import { backupCommand, CommandError, restoreCommand } from './operations/commands.ts';

const usage = `Usage:
  npm run admin -- create <username> [--password P] [--name N] [--super] [--layout-role NAME]...
  npm run admin -- reset-password <username> [--password P]
  npm run admin -- recount
  npm run admin -- demo-events [--events 1100000] [--days 90] [--replace]
  npm run admin -- backup [FILE]   (while the console runs; FILE defaults to BACKUP_DIR/console-<time>.tar)
  npm run admin -- restore FILE    (into an empty DATA_DIR or DATABASE_URL database; docs/operations.md)
Without --password a random one is generated and printed once. recount sets every declared count (a
questionnaire's responses, a requirement's quotes …) from the rows it counts and prints those it fixed.
demo-events writes a deterministic history of the public site's tracking events ending today (analytics).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    name: { type: 'string' },
    super: { type: 'boolean', default: false },
    'layout-role': { type: 'string', multiple: true, default: [] },
    events: { type: 'string', default: '1100000' },
    days: { type: 'string', default: '90' },
    replace: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const [command, username] = positionals;
// Backup and restore open the database their own way, never migrating it (docs/operations.md).
if (!values.help && (command === 'backup' || (command === 'restore' && username))) {
  try {
    const config = readConfig();
    const said = await (command === 'backup'
      ? backupCommand(config, username)
      : restoreCommand(config, username as string));
    process.stdout.write(`${said}\n`);
    process.exit(0);
  } catch (error) {
    if (error instanceof ArchiveError || error instanceof CommandError) fail(error.message);
    fail(`${command} failed: ${(error as Error).message}`);
  }
}
const recount = command === 'recount' && !username;
const demoEvents = command === 'demo-events' && !username;
if (
  values.help ||
  (!recount && !demoEvents && (!username || (command !== 'create' && command !== 'reset-password')))
)
  fail(usage);

const config = readConfig();
const { database, lock } = await prepareDatabase(config, (error) =>
  fail(`DATA_DIR lock lost: ${error.message}`),
);
const password = values.password ?? generatePassword();
try {
  if (demoEvents) {
    const events = Number(values.events);
    const days = Number(values.days);
    if (!Number.isInteger(events) || events < 1 || !Number.isInteger(days) || days < 1 || days > 3650)
      fail('demo-events: --events and --days take positive whole numbers (days at most 3650)');
    const started = Date.now();
    const written = await writeDemoEvents(database.db, { events, days, replace: values.replace });
    process.stdout.write(
      `wrote ${written} demo events over ${days} days in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  } else if (recount) {
    const fixes = await recountAll(database.db);
    for (const fix of fixes)
      process.stdout.write(`${fix.family} ${fix.id} ${fix.field}: ${fix.was} → ${fix.now}\n`);
    process.stdout.write(`recounted every declared count; ${fixes.length} fixed\n`);
  } else if (command === 'create' && username) {
    const id = await createAdminAccount(database.db, {
      username,
      password,
      name: values.name,
      role: values.super ? 'super_admin' : 'admin',
      layoutRoles: values['layout-role'],
    });
    process.stdout.write(`created admin ${username} (id ${id})\n`);
  } else if (username) {
    await resetAdminPassword(database.db, username, password);
    process.stdout.write(`password of ${username} reset; its open sessions are ended\n`);
  }
  if (!recount && !demoEvents && !values.password)
    process.stdout.write(`password (shown only this once): ${password}\n`);
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`${error instanceof AccountError ? error.message : String(error)}\n`);
} finally {
  await database.close();
  await lock?.release();
}
