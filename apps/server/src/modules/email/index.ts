/**
 * E-mail campaigns (/email/list, issue 23): the campaign family's rules (filters checked when saved, a campaign
 * changed only while a draft, never deleted while it sends), its preview and test message, the `send` transition
 * (recipients fixed in the transition's transaction, then sent in the background: sender.ts), the progress the
 * screen polls, and the recipients' public unsubscribe links (unsubscribe.ts).
 */

import {
  CampaignStatus,
  declaredTransition,
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailEndpoints,
  RecipientStatus,
  ResultCode,
  stateLabel,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { addRows, familyTable, getRow, runTransition, writeTransaction } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { createMailer } from '../../integrations/mail/index.ts';
import type { ModuleContext } from '../module.ts';
import { sendLoggedMail } from '../user/mail-log.ts';
import { audienceQueryOf, guardAudience, parseUserFilter, resolveAudience } from './audience.ts';
import { campaignMessage } from './message.ts';
import { campaignProgress } from './progress.ts';
import { CampaignSender } from './sender.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';

const def = emailCampaignResource;

function notFound(id: number) {
  return new AppError(ResultCode.notFound, {
    zh: `推广邮件不存在（ID ${id}）`,
    en: `No campaign with id ${id}`,
  });
}

export function emailModule({ api, db, engine, config, outsideApi }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  const mailer = createMailer(config);
  const sender = new CampaignSender({ engine, mailer, log: api.log });
  api.addHook('onClose', async () => {
    await sender.stop();
    mailer.close();
  });
  // A campaign left sending by a stopped server goes on where it stopped.
  api.addHook('onReady', async () => {
    const table = familyTable(def);
    const sending = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.status, CampaignStatus.sending));
    for (const { id } of sending) void sender.start(id);
  });

  engine.hooks.add(def, {
    beforeWrite({ action, values, before }) {
      if ((action === 'add' || action === 'update') && 'user_filter' in values)
        parseUserFilter(values.user_filter);
      const moved = before.find((row) => row.status !== CampaignStatus.draft);
      if (!moved || (action !== 'update' && action !== 'del')) return;
      if (action === 'del' && moved.status !== CampaignStatus.sending) return;
      const state = stateLabel(def, moved.status);
      throw new AppError(ResultCode.conflict, {
        zh: `推广邮件“${moved.name}”${state.zh}，${action === 'del' ? '发送中不能删除' : '只有草稿可以修改'}`,
        en: `Campaign "${moved.name}" is ${state.en.toLowerCase()}: ${action === 'del' ? 'it cannot be deleted while sending' : 'only a draft can be changed'}`,
      });
    },
  });

  serve(emailEndpoints.preview, async ({ id }, request) => {
    const campaign = await getRow(db, def, id);
    if (!campaign) throw notFound(id);
    const audienceQuery = audienceQueryOf(campaign);
    await guardAudience(request, audienceQuery);
    const message = campaignMessage(campaign, '', null);
    const { counts } = await resolveAudience(db, audienceQuery);
    return { subject: message.subject, html: message.html ?? '', audience: counts };
  });

  serve(emailEndpoints.testSend, async ({ id, to }, request) => {
    const admin = requireAdmin(request);
    const campaign = await getRow(db, def, id);
    if (!campaign) throw notFound(id);
    const sent = await sendLoggedMail(
      engine,
      mailer,
      admin,
      campaignMessage(campaign, to, null, { test: true }),
      {
        purpose: 'campaign',
        baseUrl: `${request.protocol}://${request.host}`,
      },
    );
    return { mail_id: sent.logId, transport: sent.transport, location: sent.location };
  });

  const send = declaredTransition(def, 'send');
  serve(emailEndpoints.send, async ({ id, updated_at }, request) => {
    const admin = requireAdmin(request);
    const result = await writeTransaction(engine, async (deps) => {
      const campaign = await getRow(deps.tx, def, id);
      if (!campaign) throw notFound(id);
      const audienceQuery = audienceQueryOf(campaign);
      await guardAudience(request, audienceQuery);
      const audience = await resolveAudience(deps.tx, audienceQuery);
      if (audience.counts.will_send === 0) {
        throw new AppError(ResultCode.invalid, {
          zh: '没有可发送的收件人（无邮箱或均已退订）',
          en: 'No one to mail: no address, or every one unsubscribed',
        });
      }
      await runTransition(
        deps,
        def,
        admin,
        send,
        [id],
        { sent_by: admin.uid, link_base: `${request.protocol}://${request.host}`, last_error: '' },
        updated_at ? { [id]: updated_at } : undefined,
      );
      await addRows(deps, emailCampaignRecipientResource, admin, [
        ...audience.mail.map((user) => ({
          campaign_id: id,
          user_id: user.id,
          email: (user.email ?? '').trim(),
          status: RecipientStatus.pending,
        })),
        ...audience.unsubscribed.map((user) => ({
          campaign_id: id,
          user_id: user.id,
          email: (user.email ?? '').trim(),
          status: RecipientStatus.skipped,
        })),
      ]);
      return { campaign: await getRow(deps.tx, def, id), audience: audience.counts };
    });
    if (!result.campaign) throw notFound(id);
    void sender.start(id);
    return { campaign: result.campaign, audience: result.audience };
  });

  serve(emailEndpoints.progress, async ({ id }) => {
    const progress = await campaignProgress(db, id);
    if (!progress) throw notFound(id);
    return progress;
  });

  outsideApi((app) => unsubscribeRoutes(app, db));
}
