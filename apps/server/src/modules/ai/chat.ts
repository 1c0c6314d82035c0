/**
 * The chat (`GET /system/ai/chat`, an event stream): the admin's question joins their conversation (a new one
 * when none is named), the provider's answer is passed on piece by piece as it arrives, and when the model
 * calls tools they run as the admin (tools.ts) and the model is asked again with their answers, a few rounds at
 * most. The question, each tool round and the answer are kept as the conversation's messages, so the history
 * the model sees next time is what the admin saw.
 */
import {
  AI_MESSAGE_MAX,
  AI_PROVIDER_VARIABLES,
  AiMessageRole,
  aiConversationResource,
  type aiEndpoints,
  aiMessageResource,
  type EndpointParsed,
  ResultCode,
} from '@console/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AiProvider } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { addRow, familyTable, getRow } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { EventStream } from '../../http/stream-endpoint.ts';
import {
  type ChatMessage,
  ProviderError,
  streamChat,
  type ToolCall,
} from '../../integrations/ai/provider.ts';
import { runTool, toolSpecs } from './tools.ts';

type ChatEndpoint = typeof aiEndpoints.chat;

/** Model turns one question may take (each tool round is one). */
const MAX_ROUNDS = 5;
/** Earlier messages sent with a question: the conversation's latest ones. */
const HISTORY = 40;

const SYSTEM_PROMPT = [
  '你是塑料物性管理后台的助手，帮助平台员工查询物性表（牌号、生产商、性能数据）与企业。',
  'You are the assistant of a plastics-datasheet admin console. Answer in the language of the question.',
  'Use the tools to look things up; never invent a sheet, a company or a value. If a tool is refused by the',
  "console's permissions, say that the admin lacks the permission; do not guess the data.",
].join('\n');

/** Says exactly what to set when no provider is configured. */
export function unconfigured(): AppError {
  const names = AI_PROVIDER_VARIABLES.join('、');
  return new AppError(ResultCode.failed, {
    zh: `未配置 AI 服务：请在服务器环境中设置 ${names}（AI_API_KEY 可在本地服务不需要密钥时省略）后重启`,
    en: `No AI provider is configured: set ${AI_PROVIDER_VARIABLES.join(', ')} in the server's environment (AI_API_KEY may be left out for a local provider without a key) and restart`,
  });
}

/** The conversation's latest messages as the protocol carries them, oldest first. */
async function history(db: Db, conversationId: number): Promise<ChatMessage[]> {
  const table = familyTable(aiMessageResource);
  const rows = await db
    .select({ id: table.id, role: table.role, content: table.content, tool_calls: table.tool_calls })
    .from(table)
    .where(eq(table.conversation_id, conversationId))
    .orderBy(desc(table.id))
    .limit(HISTORY);
  rows.reverse();
  // A tool answer without the call before it (cut off by the limit) would be refused by the provider.
  while (rows[0] && rows[0].role === AiMessageRole.tool) rows.shift();
  return rows.map((row): ChatMessage => {
    if (row.role === AiMessageRole.tool) {
      const call = row.tool_calls as { id?: string } | null;
      return { role: 'tool', content: row.content, tool_call_id: call?.id ?? '' };
    }
    if (row.role === AiMessageRole.assistant) {
      const calls = row.tool_calls as ToolCall[] | null;
      return calls?.length
        ? { role: 'assistant', content: row.content || null, tool_calls: calls }
        : { role: 'assistant', content: row.content };
    }
    return { role: 'user', content: row.content };
  });
}

export interface ChatDeps {
  api: FastifyInstance;
  db: Db;
  engine: ResourceEngine;
  provider: AiProvider | null;
}

export async function chat(
  deps: ChatDeps,
  input: EndpointParsed<ChatEndpoint>,
  request: FastifyRequest,
  open: () => EventStream<ChatEndpoint>,
): Promise<void> {
  const { db, engine, provider } = deps;
  if (!provider) throw unconfigured();
  const admin = requireAdmin(request);
  const model = input.model ?? provider.model;

  let conversation: { id: number; title: string } | undefined;
  if (input.conversation_id !== undefined) {
    const row = await getRow(db, aiConversationResource, input.conversation_id);
    // Another admin's conversation is not there for this one.
    if (!row || row.owner_id !== admin.uid) {
      throw new AppError(ResultCode.notFound, {
        zh: `对话不存在（ID ${input.conversation_id}）`,
        en: `No conversation with id ${input.conversation_id}`,
      });
    }
    conversation = row;
  }
  const earlier = conversation ? await history(db, conversation.id) : [];
  conversation ??= await addRow(engine, aiConversationResource, admin, {
    title: input.message.slice(0, 40),
    model,
  });
  const conversationId = conversation.id;
  const keep = (role: AiMessageRole, content: string, toolCalls: unknown = null) =>
    addRow(engine, aiMessageResource, admin, {
      conversation_id: conversationId,
      role,
      content: content.slice(0, AI_MESSAGE_MAX),
      tool_calls: toolCalls,
    });
  await keep(AiMessageRole.user, input.message);

  const stream = open();
  stream.send('conversation', { id: conversationId, title: conversation.title, model });
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...earlier,
    { role: 'user', content: input.message },
  ];
  let answered = '';
  try {
    for (let round = 1; ; round++) {
      // The last round offers no tools, so the model has to answer with what it found.
      const tools = round < MAX_ROUNDS ? toolSpecs : undefined;
      let turn: { content: string; toolCalls: ToolCall[]; finishReason: string } | undefined;
      answered = '';
      for await (const chunk of streamChat(provider, { model, messages, tools }, stream.signal)) {
        if (chunk.kind === 'text') {
          answered += chunk.text;
          stream.send('token', { text: chunk.text });
        } else turn = chunk;
      }
      if (!turn) throw new ProviderError('the stream ended without a turn');
      if (turn.toolCalls.length === 0 || !tools) {
        const saved = await keep(AiMessageRole.assistant, turn.content);
        stream.send('done', { message_id: saved.id, finish_reason: turn.finishReason });
        return;
      }
      await keep(AiMessageRole.assistant, turn.content, turn.toolCalls);
      messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
      for (const call of turn.toolCalls) {
        const { content, event } = await runTool(deps.api, request, {
          id: call.id,
          name: call.function.name,
          arguments: call.function.arguments,
        });
        stream.send('tool', event);
        await keep(AiMessageRole.tool, content, { id: call.id, name: call.function.name });
        messages.push({ role: 'tool', content, tool_call_id: call.id });
      }
    }
  } catch (error) {
    // The browser went away: what was said so far is kept, nobody is left to tell.
    if (stream.signal.aborted) {
      if (answered) await keep(AiMessageRole.assistant, answered).catch(() => undefined);
      return;
    }
    const reason = error instanceof ProviderError ? error.message : 'the server failed';
    if (!(error instanceof ProviderError)) request.log.error({ err: error }, 'AI chat failed');
    stream.send('error', {
      message: { zh: `AI 服务出错：${reason}`, en: `The AI provider failed: ${reason}` },
    });
  }
}
