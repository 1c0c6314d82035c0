import { randomInt } from 'node:crypto';
import { AdminRole } from '@console/contract';
import { count, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { adminUser, layoutAuthority, layoutRole, layoutRoleAuthority } from '../../db/schema/index.ts';
import type { Tx } from '../../engine/index.ts';
import { recountAll } from '../../engine/index.ts';
import { hashPassword } from '../admin-user/passwords.ts';
import { rebuildAll } from '../search/documents.ts';
import { writeAiDemo } from './ai-demo.ts';
import { DEMO_HISTORY, writeAnalyticsDemo } from './analytics-demo.ts';
import { seedCacheDemo } from './cache-demo.ts';
import { writeCommerceDemo } from './commerce-demo.ts';
import { seedConfiguration, seedDemoTags } from './configuration.ts';
import { writeContentDemo } from './content-demo.ts';
import { writeCustomerDemo } from './customer-demo.ts';
import { seedDatasheetDemo } from './datasheet-demo/index.ts';
import { writeDemandDemo } from './demand-demo.ts';
import { demoLayoutRole } from './demo-data.ts';
import { writeDemoPictures } from './demo-images.ts';
import { writeEmailDemo } from './email-demo.ts';
import { seedEnterpriseDemo } from './enterprise-demo/index.ts';
import { writeMediaDemo } from './media-demo.ts';
import { writeOperationDemo } from './operation-demo.ts';
import { writeDemoDocuments } from './operation-demo-files.ts';
import { writePaperDemo } from './paper-demo.ts';
import { writePaymentDemo } from './payment-demo.ts';
import { writeProductDemo } from './product-demo.ts';
import { writeProposalDemo } from './proposal-demo.ts';
import { writeUserDemo } from './user-demo.ts';

// No 0/O/1/l/I: the generated password is read off a terminal and typed by hand.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

export interface SeedResult {
  adminCreated: boolean;
  demoSeeded: boolean;
}

export interface SeedOptions {
  /** Where the generated password is shown; stdout by default, outside the JSON log so a person sees it. */
  print?: (text: string) => void;
  now?: Date;
}

function passwordBanner(username: string, password: string): string {
  const lines = [
    'First admin created with a generated password (shown only this once):',
    `  username: ${username}`,
    `  password: ${password}`,
    'Log in and change it, or set ADMIN_PASSWORD before the first start next time.',
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = '*'.repeat(width);
  return ['', rule, ...lines.map((l) => `* ${l.padEnd(width - 4)} *`), rule, ''].join('\n');
}

/**
 * On an empty `admin_user` table, creates the first admin (a super admin), the configuration rows and, unless
 * SEED_DEMO=0, the demo rows, in one transaction. Does nothing once an admin exists, so a restart never re-seeds;
 * a start that dies half-way leaves the database empty, and the next start seeds it again.
 */
export async function seed(db: Db, config: Config, options: SeedOptions = {}): Promise<SeedResult> {
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const [existing] = await db.select({ n: count() }).from(adminUser);
  if ((existing?.n ?? 0) > 0) return { adminCreated: false, demoSeeded: false };

  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const now = options.now ?? new Date();
  const started = performance.now();
  let history = { events: 0, seconds: 0 };
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    // raw write: the first admin of an empty database, with its password hash; no admin exists to act
    const created = await tx
      .insert(adminUser)
      .values({
        username: config.adminUsername,
        password_hash: passwordHash,
        name: '超级管理员',
        role: AdminRole.superAdmin,
      })
      // Another server instance on the same PostgreSQL may have won the race: then it seeds, not us.
      .onConflictDoNothing({ target: adminUser.username })
      .returning({ id: adminUser.id });
    if (created.length === 0) return { adminCreated: false, demoSeeded: false };
    await seedConfiguration(tx);
    if (config.seedDemo) history = await seedDemoRows(tx, now);
    return { adminCreated: true, demoSeeded: config.seedDemo };
  });
  // Only once committed: a password printed for an admin that was rolled back would open nothing.
  if (result.adminCreated && !config.adminPassword) print(passwordBanner(config.adminUsername, password));
  // Said on the first start only (a restart never seeds): how long the demo took, so a slow one is seen.
  if (result.demoSeeded)
    print(
      `Demo data seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (of which ${history.seconds.toFixed(1)} s the ${DEMO_HISTORY.days}-day analytics history of ${history.events} events; SEED_DEMO=0 seeds none)`,
    );
  // The demo content's pictures, as files under the uploads folder (a failure leaves only broken pictures).
  if (result.demoSeeded) await writeDemoPictures(config).catch(() => {});
  // The demo documents' files (a failure leaves only broken downloads).
  if (result.demoSeeded) await writeDemoDocuments(config).catch(() => {});
  // Sheets waiting for review, through the real import (it reads the committed libraries). Should the start die
  // during it, the import is interrupted like any other, and the next start clears what it staged.
  if (result.demoSeeded) await seedCacheDemo(db, config);
  return result;
}

const DAY_MS = 86_400_000;

/**
 * Inserts the demo rows in the caller's transaction, spread over the past days so lists have a realistic order,
 * and the analytics history coherent with them; answers how many events that history holds and the seconds it took.
 */
export async function seedDemoRows(tx: Tx, now: Date): Promise<{ events: number; seconds: number }> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  await seedDemoTags(tx);

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const [role] = await tx
    .insert(layoutRole)
    .values({ name: demoLayoutRole.name, description: demoLayoutRole.description })
    .onConflictDoNothing({ target: layoutRole.name })
    .returning({ id: layoutRole.id });
  // Only paths the route table (synchronised before seeding) knows can be granted.
  const authorities = await tx
    .select({ id: layoutAuthority.id })
    .from(layoutAuthority)
    .where(inArray(layoutAuthority.path, [...demoLayoutRole.paths]));
  if (role && authorities.length > 0) {
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx
      .insert(layoutRoleAuthority)
      .values(authorities.map((a) => ({ role_id: role.id, authority_id: a.id })));
  }
  await seedDatasheetDemo(tx, now);
  await seedEnterpriseDemo(tx, now);
  await writePaperDemo(tx, daysAgo);
  await writeCommerceDemo(tx, now, daysAgo);
  await writeProductDemo(tx, now, daysAgo);
  await writeCustomerDemo(tx, daysAgo);
  // The demands name the demo users: they are written first.
  await writeUserDemo(tx, daysAgo);
  await writeDemandDemo(tx, daysAgo);
  await writeProposalDemo(tx, daysAgo);
  // Campaigns to the demo users; channel payments settling the demo's recorded demand payments.
  await writeEmailDemo(tx, daysAgo);
  await writePaymentDemo(tx, daysAgo);
  await writeMediaDemo(tx, now, await writeContentDemo(tx, now));
  // Operations last: its keywords and sitemap are read from the content written above.
  await writeOperationDemo(tx, now, daysAgo);
  await writeAiDemo(tx);
  // After the users, sheets, companies and activity it refers to: its downloads and shares are rows too.
  const historyStarted = performance.now();
  const events = await writeAnalyticsDemo(tx, now);
  const seconds = (performance.now() - historyStarted) / 1000;
  // The demo rows are inserted as they are, not through the engine: their declared counts are set from them.
  await recountAll(tx);
  // Nor are they indexed by the writes' hooks: the global search's documents are written from them.
  await rebuildAll(tx);
  return { events, seconds };
}
