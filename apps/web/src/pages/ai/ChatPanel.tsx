/**
 * The chat: the admin's conversations on the left (their own only: the server narrows the list), the open
 * one's messages on the right, and the question box. An answer is drawn token by token as the server passes the
 * provider's stream on; each tool the model called shows as a line with its outcome (a refusal plainly).
 */

import { DeleteOutlined, PlusOutlined, RobotOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import {
  type AiToolEvent,
  aiConversationResource,
  aiEndpoints,
  aiMessageResource,
  type ListRowOf,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, List, Popconfirm, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '../../api/queries.ts';
import { deleteRows, familyKey, fetchList } from '../../resources/api.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { askChat, ChatRefused } from './api.ts';
import { useAiT } from './strings.ts';

/** The messages of one conversation (the server answers only the admin's own). */
function messagesQuery(conversationId: number | undefined) {
  return {
    queryKey: [...familyKey(aiMessageResource), 'list', conversationId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchList(aiMessageResource, { conversation_id: conversationId as number, size: 100 }, signal),
  };
}

interface Turn {
  question: string;
  text: string;
  tools: AiToolEvent[];
  error?: string;
}

function ToolLine({ tool }: { tool: AiToolEvent }) {
  const t = useAiT();
  const outcome = {
    ok: null,
    refused: <Tag color="red">{t('toolRefused')}</Tag>,
    invalid: <Tag color="orange">{t('toolInvalid')}</Tag>,
    failed: <Tag color="red">{t('toolFailed')}</Tag>,
  }[tool.outcome];
  return (
    <div className="ai-tool" data-outcome={tool.outcome}>
      <ToolOutlined /> {t('tool', { name: tool.name })} <code>{tool.arguments}</code> {outcome}
      <span className="ai-tool-summary">{tool.summary}</span>
    </div>
  );
}

function Bubble({ who, children }: { who: 'user' | 'assistant'; children: React.ReactNode }) {
  const t = useAiT();
  return (
    <div className={`ai-bubble ai-${who}`} data-role={who}>
      <div className="ai-who">
        {who === 'user' ? <UserOutlined /> : <RobotOutlined />} {who === 'user' ? t('you') : t('assistant')}
      </div>
      <div className="ai-text">{children}</div>
    </div>
  );
}

/** A kept conversation as the server holds it: questions, tool rounds and answers. */
function Kept({ messages }: { messages: readonly ListRowOf<typeof aiMessageResource>[] }) {
  // What each kept tool call came to: its answer row says `refused` / `invalid` / `failed` when it did not run.
  const outcomes = new Map<string, AiToolEvent['outcome']>();
  for (const m of messages) {
    if (m.role !== 'tool') continue;
    const call = m.tool_calls as { id?: string } | null;
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(m.content) as Record<string, unknown>;
    } catch {
      // A cut answer: shown as run.
    }
    const outcome = (['refused', 'invalid', 'failed'] as const).find((key) => key in answer) ?? 'ok';
    if (call?.id) outcomes.set(call.id, outcome);
  }
  return (
    <>
      {messages.map((m) => {
        if (m.role === 'user')
          return (
            <Bubble key={m.id} who="user">
              {m.content}
            </Bubble>
          );
        if (m.role === 'tool') return null;
        const calls =
          (m.tool_calls as { id: string; function: { name: string; arguments: string } }[] | null) ?? [];
        if (calls.length > 0) {
          return (
            <div key={m.id}>
              {calls.map((call) => (
                <ToolLine
                  key={call.id}
                  tool={{
                    id: call.id,
                    name: call.function.name,
                    arguments: call.function.arguments,
                    outcome: outcomes.get(call.id) ?? 'ok',
                    summary: '',
                  }}
                />
              ))}
            </div>
          );
        }
        return (
          <Bubble key={m.id} who="assistant">
            {m.content}
          </Bubble>
        );
      })}
    </>
  );
}

export function ChatPanel({ model }: { model: string | undefined }) {
  const t = useAiT();
  const { message } = App.useApp();
  const client = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const [conversationId, setConversationId] = useState<number | undefined>();
  const [question, setQuestion] = useState('');
  const [turn, setTurn] = useState<Turn | null>(null);
  const [asking, setAsking] = useState<AbortController | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const conversations = useQuery({
    queryKey: [...familyKey(aiConversationResource), 'list'],
    queryFn: ({ signal }) => fetchList(aiConversationResource, { size: 100 }, signal),
  });
  const messages = useQuery({ ...messagesQuery(conversationId), enabled: conversationId !== undefined });

  // Follows the answer as it grows.
  const shown = `${turn?.text.length ?? 0}:${turn?.tools.length ?? 0}:${messages.data?.list.length ?? 0}`;
  useEffect(() => {
    if (shown) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [shown]);

  const send = async () => {
    const text = question.trim();
    if (!text || asking) return;
    const controller = new AbortController();
    setAsking(controller);
    setQuestion('');
    setTurn({ question: text, text: '', tools: [] });
    let opened = conversationId;
    try {
      await askChat(
        aiEndpoints.chat.path,
        { message: text, conversation_id: conversationId, model },
        (event) => {
          if (event.event === 'conversation') {
            opened = event.data.id;
            void client.invalidateQueries({ queryKey: familyKey(aiConversationResource) });
          } else if (event.event === 'token') {
            setTurn((now) => (now ? { ...now, text: now.text + event.data.text } : now));
          } else if (event.event === 'tool') {
            setTurn((now) => (now ? { ...now, tools: [...now.tools, event.data] } : now));
          } else if (event.event === 'error') {
            const reason = event.data.message[locale];
            setTurn((now) => (now ? { ...now, error: t('streamFailed', { reason }) } : now));
          }
        },
        controller.signal,
      );
    } catch (error) {
      if (!controller.signal.aborted) {
        const reason = error instanceof ChatRefused ? error.message : String(error);
        setTurn((now) => (now ? { ...now, error: reason } : now));
        setAsking(null);
        return;
      }
    }
    setAsking(null);
    if (opened !== undefined) {
      // The kept messages replace the turn once they are read, so the answer never blinks away.
      await client.invalidateQueries({ queryKey: familyKey(aiMessageResource) });
      await client.fetchQuery(messagesQuery(opened));
      setConversationId(opened);
      setTurn(null);
    }
  };

  const remove = async (id: number) => {
    await deleteRows(aiConversationResource, [id]);
    message.success(t('deleted'));
    if (conversationId === id) setConversationId(undefined);
    await client.invalidateQueries({ queryKey: familyKey(aiConversationResource) });
  };

  const list = messages.data?.list ?? [];
  return (
    <div className="ai-chat">
      <aside className="ai-conversations">
        <Button
          block
          icon={<PlusOutlined />}
          onClick={() => {
            setConversationId(undefined);
            setTurn(null);
          }}
        >
          {t('newConversation')}
        </Button>
        <div className="ai-conversations-title">{t('conversations')}</div>
        <List
          size="small"
          loading={conversations.isLoading}
          locale={{ emptyText: t('noConversations') }}
          dataSource={conversations.data?.list ?? []}
          renderItem={(c) => (
            <List.Item
              className={c.id === conversationId ? 'ai-conversation active' : 'ai-conversation'}
              onClick={() => {
                setConversationId(c.id);
                setTurn(null);
              }}
              actions={[
                <Popconfirm
                  key="del"
                  title={t('deleteConfirm', { title: String(c.title) })}
                  onConfirm={() => remove(c.id)}
                >
                  <Button
                    size="small"
                    type="text"
                    aria-label={t('deleteConversation')}
                    icon={<DeleteOutlined />}
                    onClick={(e) => e.stopPropagation()}
                  />
                </Popconfirm>,
              ]}
            >
              <span className="ai-conversation-title">{String(c.title)}</span>
            </List.Item>
          )}
        />
      </aside>
      <section className="ai-thread">
        <div className="ai-messages" aria-live="polite">
          {conversationId === undefined && !turn && <Empty description={t('empty')} />}
          {conversationId !== undefined && <Kept messages={list} />}
          {turn && (
            <>
              <Bubble who="user">{turn.question}</Bubble>
              {turn.tools.map((tool) => (
                <ToolLine key={tool.id} tool={tool} />
              ))}
              <Bubble who="assistant">
                <span data-testid="ai-answer">
                  {turn.text || (asking && !turn.error ? t('thinking') : '')}
                </span>
                {turn.error && <div className="ai-error">{turn.error}</div>}
              </Bubble>
            </>
          )}
          <div ref={bottom} />
        </div>
        <div className="ai-ask">
          <Input.TextArea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder={t('placeholder')}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={1000}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
          />
          {asking ? (
            <Button onClick={() => asking.abort()}>{t('stop')}</Button>
          ) : (
            <Button
              type="primary"
              data-testid="ai-send"
              onClick={() => void send()}
              disabled={!question.trim()}
            >
              {t('send')}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
