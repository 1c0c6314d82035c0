/**
 * The assistant's calls (spec §7: "AI chat" GET, "AI model list" GET, "AI inside-proxy jump" POST, and
 * `/ai_filter`). The chat answers a stream of events: the conversation it is in, the answer's text piece by
 * piece as the provider sends it, each tool the model called and what came of it, then `done` (or `error`).
 */
import { z } from 'zod';
import { endpoint, streamEndpoint } from '../../endpoint.ts';
import { aiFilterFamilies } from './families.ts';

/** Longest question: the chat is a GET (spec), and a question travels in its query string. */
export const AI_QUESTION_MAX = 1000;

/** What to set for an assistant, named on the screen and in the refusal when none is configured. */
export const AI_PROVIDER_VARIABLES = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
/** What to set for the inside-proxy jump. */
export const LEGACY_ADMIN_VARIABLES = ['LEGACY_ADMIN_URL', 'LEGACY_ADMIN_SECRET'] as const;

const localText = z.object({ zh: z.string(), en: z.string() });

export interface AiModels {
  /** False: no provider configured; `variables` says what to set. */
  configured: boolean;
  variables: string[];
  /** The configured default model (AI_MODEL). */
  default_model: string | null;
  /** What the provider offers (`GET {base}/models`), the default first. */
  models: string[];
  /** The provider's host, to say where questions go (never the key). */
  provider: string | null;
}

const aiModels: z.ZodType<AiModels> = z.object({
  configured: z.boolean(),
  variables: z.array(z.string()),
  default_model: z.string().nullable(),
  models: z.array(z.string()),
  provider: z.string().nullable(),
});

/** A tool the model called and what came of it, as the chat shows it. */
export interface AiToolEvent {
  id: string;
  name: string;
  /** The arguments the model gave (JSON text, as it sent them). */
  arguments: string;
  /** `refused`: the admin may not call what the tool calls (the model is told so). */
  outcome: 'ok' | 'refused' | 'invalid' | 'failed';
  /** One line about the result (rows found, the refusal's message). */
  summary: string;
}

export const aiChatEvents = {
  conversation: z.object({ id: z.number().int(), title: z.string(), model: z.string() }),
  token: z.object({ text: z.string() }),
  tool: z.object({
    id: z.string(),
    name: z.string(),
    arguments: z.string(),
    outcome: z.enum(['ok', 'refused', 'invalid', 'failed']),
    summary: z.string(),
  }) satisfies z.ZodType<AiToolEvent>,
  done: z.object({ message_id: z.number().int(), finish_reason: z.string() }),
  error: z.object({ message: localText }),
};

/** A list query as the family's list screen puts it in its URL: filter and sort keys to text values. */
export type AiListQuery = Record<string, string>;

export interface AiFilterTranslation {
  family: (typeof aiFilterFamilies)[number];
  query: AiListQuery;
  /** Where the family's list opens with this query (its screen's path and query string). */
  location: string;
  /** What the model said the query means, in the admin's language. */
  explanation: string;
}

export const aiEndpoints = {
  models: endpoint({
    method: 'GET',
    path: '/system/ai/models',
    name: { zh: 'AI 模型列表', en: 'AI model list' },
    input: z.object({}),
    output: aiModels,
  }),
  chat: streamEndpoint({
    method: 'GET',
    path: '/system/ai/chat',
    name: { zh: 'AI 对话', en: 'AI chat' },
    input: z.object({
      /** Absent: a new conversation, titled by the question. */
      conversation_id: z.coerce.number().int().positive().optional(),
      message: z.string().trim().min(1).max(AI_QUESTION_MAX),
      model: z.string().trim().min(1).max(200).optional(),
    }),
    events: aiChatEvents,
  }),
  filterTranslate: endpoint({
    method: 'POST',
    path: '/ai_filter/translate',
    name: { zh: 'AI 筛选转换', en: 'AI filter translation' },
    input: z.strictObject({
      family: z.enum(aiFilterFamilies),
      prompt: z.string().trim().min(1).max(500),
      model: z.string().trim().min(1).max(200).optional(),
    }),
    output: z.object({
      family: z.enum(aiFilterFamilies),
      query: z.record(z.string(), z.string()),
      location: z.string(),
      explanation: z.string(),
    }) satisfies z.ZodType<AiFilterTranslation>,
  }),
  proxyJump: endpoint({
    method: 'POST',
    path: '/php_proxy/jump',
    name: { zh: 'AI 内部代理跳转', en: 'AI inside-proxy jump' },
    input: z.strictObject({
      /** A path inside the legacy back-office to land on; its home when absent. */
      target: z
        .string()
        .max(500)
        .regex(/^\/[^\s]*$/, 'must be a path starting with /')
        .optional(),
    }),
    output: z.object({
      configured: z.boolean(),
      variables: z.array(z.string()),
      /** The signed link, valid until `expires_at`; null when none is configured. */
      url: z.string().nullable(),
      expires_at: z.string().nullable(),
    }),
  }),
};
