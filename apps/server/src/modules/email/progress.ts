/**
 * Where a campaign's sending stands: its recipients by state, the batches sent, and how many of the sent
 * messages were opened (their row in the e-mail read log counted a fetch of the tracking image).
 */
import {
  type CampaignProgress,
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailReadLogResource,
  RecipientStatus,
} from '@console/contract';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { familyTable, getRow } from '../../engine/index.ts';

export async function campaignProgress(db: Db, id: number): Promise<CampaignProgress | null> {
  const campaign = await getRow(db, emailCampaignResource, id);
  if (!campaign) return null;
  const recipients = familyTable(emailCampaignRecipientResource);
  const byStatus = await db
    .select({ status: recipients.status, n: count(), batches: max(recipients.batch) })
    .from(recipients)
    .where(eq(recipients.campaign_id, id))
    .groupBy(recipients.status);
  const log = familyTable(emailReadLogResource);
  const [read] = await db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(log, eq(log.id, recipients.mail_id))
    .where(and(eq(recipients.campaign_id, id), gt(log.read_count, 0)));
  const of = (status: RecipientStatus) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    status: campaign.status,
    total: byStatus.reduce((sum, row) => sum + row.n, 0),
    pending: of(RecipientStatus.pending),
    sent: of(RecipientStatus.sent),
    failed: of(RecipientStatus.failed),
    bounced: of(RecipientStatus.bounced),
    skipped: of(RecipientStatus.skipped),
    read: read?.n ?? 0,
    // Claimed batches, pending ones included: the batch the sender is on counts as begun.
    batches: Math.max(0, ...byStatus.map((row) => row.batches ?? 0)),
    last_error: campaign.last_error || null,
  };
}
