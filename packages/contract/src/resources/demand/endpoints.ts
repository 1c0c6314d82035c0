/**
 * The demand and SaaS calls a declaration cannot say: pushing a demand as in-site messages to chosen users or
 * to the users bound to a tag, and an enterprise's workspace summary (/saas/enter).
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { rowSchemaOf } from '../row-schema.ts';
import { saasEnterpriseResource } from '../saas/families.ts';

/** Most users one push may reach. */
export const MAX_MESSAGE_RECIPIENTS = 5000;

const id = z.coerce.number().int().positive();

export const sendMessageBody = z
  .object({
    demand_id: id,
    /** Chosen users; with `tag_id`, both sets together (each user once). */
    user_ids: z.array(id).max(MAX_MESSAGE_RECIPIENTS).default([]),
    /** A tag of type user: every user bound to it. */
    tag_id: id.optional(),
    /** Defaults to the demand's title. */
    title: z.string().trim().max(200).optional(),
    content: z.string().trim().max(2000).optional(),
  })
  .refine((body) => body.user_ids.length > 0 || body.tag_id !== undefined, {
    message: 'choose users or a tag',
    path: ['user_ids'],
  });

export const saasEnterQuery = z.object({ enterprise_id: id });

const countPair = z.object({ waiting: z.number().int(), total: z.number().int() });

export const saasWorkspaceSchema = z.object({
  enterprise: rowSchemaOf(saasEnterpriseResource),
  users: z.object({ total: z.number().int(), active: z.number().int(), super_active: z.number().int() }),
  proposals: countPair,
  supplies: countPair.extend({ approved: z.number().int() }),
  /** Payments made by the enterprise, summed per currency. */
  payments: z.array(z.object({ currency: z.string(), count: z.number().int(), total: z.number() })),
});
export type SaasWorkspace = z.infer<typeof saasWorkspaceSchema>;

export const demandEndpoints = {
  sendMessage: endpoint({
    method: 'POST',
    path: '/v2_demand/send_message',
    name: { zh: '推送需求站内信', en: 'Push a demand as in-site messages' },
    input: sendMessageBody,
    output: z.object({
      demand_id: z.number().int(),
      /** Messages written, one per user. */
      sent: z.number().int(),
    }),
  }),
  saasWorkspace: endpoint({
    method: 'GET',
    path: '/pd_saas/enter/summary',
    name: { zh: 'SaaS 企业工作台概况', en: "A SaaS enterprise's workspace summary" },
    input: saasEnterQuery,
    output: saasWorkspaceSchema,
  }),
} as const;
