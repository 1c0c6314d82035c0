/**
 * The background sender: takes a sending campaign's waiting recipients a batch at a time (claimed under
 * `FOR UPDATE SKIP LOCKED`, so two senders never take one recipient), mails each through the console's
 * transport with its own unsubscribe link and read image (sendLoggedMail: the read log), and records each
 * outcome on the recipient row through the engine, which keeps the campaign's counts. It stops when an admin
 * cancels the campaign, finishes it (`finish`) when no one waits, and fails it (`fail`) when the transport
 * itself gives up; a recipient the server refuses is a bounce, an unusable address a failure.
 */
import {
  CampaignStatus,
  declaredTransition,
  type EmailCampaignRow,
  emailCampaignRecipientResource,
  emailCampaignResource,
  RecipientStatus,
  SystemActor,
  type WriteValuesOf,
} from '@console/contract';
import { and, asc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, systemActor } from '../../core/actor.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRow, runTransition, updateRows, writeTransaction } from '../../engine/index.ts';
import type { Mailer } from '../../integrations/mail/index.ts';
import { sendLoggedMail } from '../user/mail-log.ts';
import { unsubscribedOf } from './audience.ts';
import { campaignMessage, unsubscribePath } from './message.ts';
import { hashUnsubscribeToken, newUnsubscribeToken } from './unsubscribe.ts';

const def = emailCampaignResource;
const recipientDef = emailCampaignRecipientResource;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How one recipient's send ended when the transport threw. */
export type SendFailure = 'bounced' | 'failed' | 'transport';

/**
 * Sorts a transport error: the receiving server refusing the recipient (a 5xx reply, or nodemailer's envelope
 * error when every recipient was refused) is a bounce; other replies about the message a failure of that
 * recipient; no connection, a timeout or refused credentials the transport's, which stops the campaign.
 */
export function classifySendError(error: unknown): SendFailure {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const reply = typeof e.responseCode === 'number' ? e.responseCode : 0;
  if (code === 'EENVELOPE' || (reply >= 500 && String(e.command ?? '').startsWith('RCPT'))) return 'bounced';
  if (['ECONNECTION', 'ETIMEDOUT', 'EAUTH', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ETLS'].includes(code))
    return 'transport';
  if (reply >= 500) return 'bounced';
  return reply >= 400 ? 'failed' : 'transport';
}

export interface SenderDeps {
  engine: ResourceEngine;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Claims the next batch: the first waiting recipients without one, numbered after the last batch. */
async function claimBatch(engine: ResourceEngine, admin: Actor, campaign: EmailCampaignRow) {
  const table = familyTable(recipientDef);
  return writeTransaction(engine, async (deps) => {
    const waiting = await deps.tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.campaign_id, campaign.id),
          eq(table.status, RecipientStatus.pending),
          isNull(table.batch),
        ),
      )
      .orderBy(asc(table.id))
      .limit(campaign.batch_size)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return null;
    const [last] = await deps.tx
      .select({ batch: max(table.batch) })
      .from(table)
      .where(eq(table.campaign_id, campaign.id));
    const batch = (last?.batch ?? 0) + 1;
    const ids = waiting.map((row) => row.id);
    await updateRows(deps, recipientDef, admin, { ids }, { batch });
    return { batch, ids };
  });
}

async function sendOne(
  { engine, mailer }: SenderDeps,
  admin: Actor,
  campaign: EmailCampaignRow,
  recipient: { id: number; email: string; user_id: number | null },
): Promise<void> {
  const set = (values: WriteValuesOf<typeof recipientDef>) =>
    updateRows(engine, recipientDef, admin, { ids: [recipient.id] }, values);
  // The outcome is one of the recipient's declared (server-only) transitions, its details the inputs.
  const end = (name: 'deliver' | 'fail' | 'bounce' | 'skip', inputs: Record<string, unknown> = {}) =>
    runTransition(
      engine,
      recipientDef,
      admin,
      declaredTransition(recipientDef, name),
      [recipient.id],
      inputs,
    );
  // Unsubscribed since the campaign was sent: skipped like those who had before.
  if (recipient.user_id !== null && (await unsubscribedOf(engine.db, [recipient.user_id])).size > 0) {
    await end('skip');
    return;
  }
  if (!EMAIL.test(recipient.email)) {
    await end('fail', { error: `无效的邮箱地址 / not an e-mail address` });
    return;
  }
  const base = campaign.link_base ?? '';
  // The link's token is made as the mail is, and only its hash kept (as a session's): a leaked table
  // unsubscribes no one. A mail sent again after a restart gets a new one.
  const token = recipient.user_id === null ? null : newUnsubscribeToken();
  if (token) await set({ unsubscribe_token: hashUnsubscribeToken(token) });
  const link = token ? `${base}${unsubscribePath(token)}` : null;
  try {
    const mail = await sendLoggedMail(
      engine,
      mailer,
      admin,
      campaignMessage(campaign, recipient.email, link),
      {
        purpose: 'campaign',
        baseUrl: base,
        userId: recipient.user_id ?? undefined,
      },
    );
    await end('deliver', { mail_id: mail.logId });
  } catch (error) {
    const kind = classifySendError(error);
    if (kind === 'transport') throw error;
    const message = error instanceof Error ? error.message : String(error);
    await end(kind === 'bounced' ? 'bounce' : 'fail', { error: message.slice(0, 500) });
  }
}

/** Sends campaign `id` until no one waits, it is cancelled, or the transport fails; one run per campaign. */
export class CampaignSender {
  readonly #running = new Map<number, Promise<void>>();
  #stopping = false;

  constructor(private readonly deps: SenderDeps) {}

  /** Starts (or joins) the run of campaign `id`; the promise settles when it stops. */
  start(id: number): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    const running = this.#running.get(id);
    if (running) return running;
    const run = this.#run(id)
      .catch((error: unknown) => this.deps.log.error({ err: error, campaign: id }, 'campaign sender stopped'))
      .finally(() => this.#running.delete(id));
    this.#running.set(id, run);
    return run;
  }

  /** Resolves once every run started so far has stopped (tests). */
  async idle(): Promise<void> {
    await Promise.all([...this.#running.values()]);
  }

  /** Shutdown: each run stops after the message in hand; its campaign stays sending, resumed at the next start. */
  async stop(): Promise<void> {
    this.#stopping = true;
    await this.idle();
  }

  /**
   * A run starting finds no batch in flight (one run per campaign in this process): recipients claimed but never
   * sent (the server stopped mid-batch) wait again, to be claimed anew.
   */
  async #releaseClaims(admin: Actor, id: number): Promise<void> {
    const table = familyTable(recipientDef);
    const stuck = await this.deps.engine.db
      .select({ id: table.id })
      .from(table)
      .where(
        and(eq(table.campaign_id, id), eq(table.status, RecipientStatus.pending), isNotNull(table.batch)),
      );
    if (stuck.length === 0) return;
    await updateRows(
      this.deps.engine,
      recipientDef,
      admin,
      { ids: stuck.map((row) => row.id) },
      { batch: null },
    );
  }

  async #run(id: number): Promise<void> {
    const { engine } = this.deps;
    const first = await getRow(engine.db, def, id);
    if (!first || first.status !== CampaignStatus.sending) return;
    // Sending is the server's work: recorded as the mail sender (the campaign's `sent_by` names who sent it).
    const admin = systemActor(SystemActor.mail);
    await this.#releaseClaims(admin, id);
    try {
      for (;;) {
        const campaign = await getRow(engine.db, def, id);
        // Cancelled (or otherwise moved on) by an admin: the recipients still waiting get nothing.
        if (!campaign || campaign.status !== CampaignStatus.sending || this.#stopping) return;
        const claimed = await claimBatch(engine, admin, campaign);
        if (!claimed) break;
        const table = familyTable(recipientDef);
        const rows = await engine.db
          .select({
            id: table.id,
            email: table.email,
            user_id: table.user_id,
          })
          .from(table)
          .where(and(eq(table.campaign_id, id), eq(table.batch, claimed.batch)))
          .orderBy(asc(table.id));
        for (const recipient of rows) {
          if (this.#stopping) return;
          await sendOne(this.deps, admin, campaign, recipient);
        }
      }
      await runTransition(engine, def, admin, declaredTransition(def, 'finish'), [id], {});
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log.warn({ err: error, campaign: id }, 'campaign sending failed');
      const now = await getRow(engine.db, def, id);
      if (now?.status === CampaignStatus.sending) {
        await runTransition(engine, def, admin, declaredTransition(def, 'fail'), [id], {
          last_error: message.slice(0, 2000),
        });
      }
    }
  }
}
