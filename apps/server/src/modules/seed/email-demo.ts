/**
 * Demo campaigns (/email/list): a draft to the demo user tag, ready to preview and send, and a campaign sent to the
 * client users a week ago with its recipients' outcomes (one unsubscribed); its counts are set by the seed's
 * recount. No mail is written: the sent one's recipients carry no message in the read log.
 */
import {
  CampaignStatus,
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailUnsubscribeResource,
  RecipientStatus,
  siteUserResource,
  TagType,
  tagResource,
} from '@console/contract';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';

const DRAFT_BODY = `<h2>改性工程塑料新牌号推荐</h2>
<p>尊敬的用户，您好：</p>
<p>本月平台新收录 <strong>PA66-GF30</strong>、<strong>PC/ABS 阻燃</strong>、<strong>长玻纤 PP</strong> 等 120 余个改性牌号的物性表，
覆盖汽车内饰、电子电器与家电结构件应用。</p>
<ul><li>PA66-GF30：拉伸强度 180 MPa，适合发动机周边结构件</li><li>PC/ABS V-0：1.5 mm 阻燃，适合充电桩外壳</li></ul>
<p>登录平台即可在线对比牌号、下载 PDF 物性表。</p>`;

export async function writeEmailDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const campaigns = familyTable(emailCampaignResource);
  if ((await tx.select({ id: campaigns.id }).from(campaigns).limit(1)).length > 0) return;
  const tags = familyTable(tagResource);
  const [tag] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, TagType.USER), like(tags.name, `${DEMO_MARK}%`)))
    .orderBy(asc(tags.id))
    .limit(1);
  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  await tx.insert(campaigns).values({
    name: `${DEMO_MARK}三月新牌号推荐`,
    subject: '改性工程塑料新牌号推荐 | 塑料物性平台',
    content: DRAFT_BODY,
    tag_id: tag?.id ?? null,
    user_filter: tag ? null : { is_client: true },
    batch_size: 20,
    status: CampaignStatus.draft,
    created_at: daysAgo(1),
  });
  const users = familyTable(siteUserResource);
  const clients = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.is_client, true), ne(users.email, '')))
    .orderBy(asc(users.id));
  const [sent] = await tx
    .insert(campaigns)
    .values({
      name: `${DEMO_MARK}二月行情周报`,
      subject: '二月通用塑料行情周报',
      content: '<p>PP、ABS、PC 二月行情回顾与三月展望，详见平台行情频道。</p>',
      user_filter: { is_client: true },
      batch_size: 50,
      status: CampaignStatus.sent,
      started_at: daysAgo(7),
      finished_at: daysAgo(7),
      link_base: 'http://localhost:3000',
      created_at: daysAgo(8),
    })
    .returning({ id: campaigns.id });
  if (!sent || clients.length === 0) return;
  const gone = clients[clients.length - 1];
  await tx.insert(familyTable(emailCampaignRecipientResource)).values(
    clients.map((user) => ({
      campaign_id: sent.id,
      user_id: user.id,
      email: user.email,
      status: user === gone && clients.length > 1 ? RecipientStatus.skipped : RecipientStatus.sent,
      batch: 1,
      sent_at: daysAgo(7),
      created_at: daysAgo(7),
    })),
  );
  if (gone && clients.length > 1) {
    await tx.insert(familyTable(emailUnsubscribeResource)).values({
      user_id: gone.id,
      email: gone.email,
      campaign_id: null,
      unsubscribed_at: daysAgo(20),
    });
  }
}
