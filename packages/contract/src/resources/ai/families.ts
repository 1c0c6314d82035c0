/**
 * The AI assistant's families (issue 23, `/ai`): each admin's conversations with the provider and their
 * messages, and the saved "AI filters" (the spec's `/ai_filter`): a sentence the model turned into a list query
 * of a declared family. Conversations and messages belong to one admin (`ownerField`): the engine narrows
 * every read to the asking admin's rows, and only the assistant's module writes them.
 */
import { updatedAtField } from '../common-fields.ts';
import type { EnumOption, ReferenceField, ResourceDef } from '../types.ts';

/** The admin a conversation (and each of its messages) belongs to; filled by the module, never sent. */
const ownerField = {
  name: 'owner_id',
  kind: 'reference',
  target: 'admin_user',
  label: { zh: '所有者', en: 'Owner' },
  readOnly: true,
  hideInForm: true,
  onTargetDelete: 'cascade',
} as const satisfies ReferenceField;

export const aiConversationResource = {
  key: 'ai_conversation',
  table: 'ai_conversation',
  base: '/system/ai/conversation',
  label: { zh: 'AI 对话', en: 'AI conversation' },
  titleField: 'title',
  defaultSort: { field: 'updated_at', order: 'desc' },
  // Written only by the chat (modules/ai); an admin may delete their own.
  actions: ['del'],
  ownerField: 'owner_id',
  indexes: [['owner_id', 'updated_at', 'id']],
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '标题', en: 'Title' },
      required: true,
      max: 100,
      list: true,
      filter: 'contains',
    },
    ownerField,
    {
      name: 'model',
      kind: 'text',
      label: { zh: '模型', en: 'Model' },
      max: 200,
      list: true,
    },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

export const AiMessageRole = { user: 'user', assistant: 'assistant', tool: 'tool' } as const;
export type AiMessageRole = (typeof AiMessageRole)[keyof typeof AiMessageRole];

const roleOptions: readonly EnumOption[] = [
  { value: AiMessageRole.user, label: { zh: '提问', en: 'Question' } },
  { value: AiMessageRole.assistant, label: { zh: '回答', en: 'Answer' } },
  { value: AiMessageRole.tool, label: { zh: '工具结果', en: 'Tool result' } },
];

/** Longest text of one message as kept (a tool's answer is cut to this before it is kept or sent). */
export const AI_MESSAGE_MAX = 20_000;

export const aiMessageResource = {
  key: 'ai_message',
  table: 'ai_message',
  base: '/system/ai/message',
  label: { zh: 'AI 消息', en: 'AI message' },
  titleField: 'content',
  defaultSort: { field: 'id', order: 'asc' },
  pageSize: 100,
  actions: [],
  ownerField: 'owner_id',
  idKind: 'bigserial',
  updatedAt: false,
  indexes: [['conversation_id', 'id']],
  fields: [
    {
      name: 'conversation_id',
      kind: 'reference',
      target: 'ai_conversation',
      label: { zh: '对话', en: 'Conversation' },
      required: true,
      list: true,
      filter: 'exact',
      onTargetDelete: 'cascade',
    },
    ownerField,
    {
      name: 'role',
      kind: 'enum',
      label: { zh: '角色', en: 'Role' },
      options: roleOptions,
      required: true,
      length: 16,
      checked: true,
      list: true,
    },
    {
      name: 'content',
      kind: 'longText',
      label: { zh: '内容', en: 'Content' },
      max: AI_MESSAGE_MAX,
      list: true,
    },
    {
      // The assistant's tool calls ({id, name, arguments}[]) or, on a tool row, the call it answers.
      name: 'tool_calls',
      kind: 'json',
      label: { zh: '工具调用', en: 'Tool calls' },
      list: true,
    },
    {
      name: 'created_at',
      kind: 'datetime',
      label: { zh: '时间', en: 'Time' },
      readOnly: true,
      list: true,
    },
  ],
} as const satisfies ResourceDef;

/**
 * The families an AI filter may query: each is listed by its own screen, so a filter runs as that list with
 * the query in its URL, under the admin's own permissions.
 */
export const aiFilterFamilies = ['datasheet', 'company', 'news', 'site_user'] as const;
export type AiFilterFamily = (typeof aiFilterFamilies)[number];

const familyOptions: readonly EnumOption[] = [
  { value: 'datasheet', label: { zh: '物性表', en: 'Datasheets' } },
  { value: 'company', label: { zh: '企业', en: 'Companies' } },
  { value: 'news', label: { zh: '资讯', en: 'News' } },
  { value: 'site_user', label: { zh: '用户', en: 'Users' } },
] satisfies (EnumOption & { value: AiFilterFamily })[];

export const aiFilterResource = {
  key: 'ai_filter',
  table: 'ai_filter',
  base: '/ai_filter',
  label: { zh: 'AI 筛选', en: 'AI filter' },
  titleField: 'name',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del'],
  fields: [
    {
      name: 'name',
      kind: 'text',
      label: { zh: '名称', en: 'Name' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
    },
    {
      name: 'family',
      kind: 'enum',
      label: { zh: '筛选对象', en: 'Of' },
      options: familyOptions,
      required: true,
      length: 32,
      list: true,
      filter: 'exact',
    },
    {
      name: 'prompt',
      kind: 'longText',
      label: { zh: '描述', en: 'In words' },
      required: true,
      max: 500,
      list: true,
    },
    {
      // The list query the model made of the prompt (`{grade: 'PA66', density_from: '1.1'}`), checked on every
      // write against the family's declared filters and sort keys.
      name: 'query',
      kind: 'json',
      label: { zh: '查询条件', en: 'Query' },
      required: true,
      list: true,
    },
    {
      name: 'owner_id',
      kind: 'reference',
      target: 'admin_user',
      label: { zh: '创建人', en: 'Created by' },
      readOnly: true,
      hideInForm: true,
      list: true,
      onTargetDelete: 'setNull',
    },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;
