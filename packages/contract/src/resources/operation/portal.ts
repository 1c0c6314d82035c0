/**
 * Portals (门户): public pages built from banners and an ordered list of panels of several kinds — companies,
 * datasheets, the latest news, rich text, links. A panel's settings depend on its kind (`panelConfigSchemas`);
 * the server checks them and resolves each panel into what the preview (and the public site) shows.
 */
import { z } from 'zod';
import { updatedAtField } from '../common-fields.ts';
import { childCountField } from '../counts.ts';
import type { EnumOption, ResourceDef } from '../types.ts';
import { HTTP_URL_PATTERN, httpUrlMessage } from './placements.ts';

export const PortalStatus = { draft: 0, published: 1, offline: 2 } as const;

export const PANEL_KINDS = ['company_list', 'sheet_list', 'news_list', 'rich_text', 'links'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

export const panelKindOptions = [
  { value: 'company_list', label: { zh: '企业列表', en: 'Companies' }, color: 'purple' },
  { value: 'sheet_list', label: { zh: '物性表列表', en: 'Datasheets' }, color: 'blue' },
  { value: 'news_list', label: { zh: '资讯列表', en: 'News' }, color: 'green' },
  { value: 'rich_text', label: { zh: '图文', en: 'Rich text' }, color: 'gold' },
  { value: 'links', label: { zh: '链接组', en: 'Links' }, color: 'cyan' },
] as const satisfies readonly (EnumOption & { value: PanelKind })[];

const ids = z.array(z.number().int().positive()).max(50);
const httpUrl = z.string().regex(new RegExp(HTTP_URL_PATTERN), httpUrlMessage.en).max(500);

/** What each kind of panel is set up with (its `config`). */
export const panelConfigSchemas = {
  company_list: z.strictObject({ company_ids: ids.min(1) }),
  sheet_list: z.strictObject({ datasheet_ids: ids.min(1) }),
  news_list: z.strictObject({ count: z.number().int().min(1).max(20) }),
  rich_text: z.strictObject({ html: z.string().max(20000) }),
  links: z.strictObject({
    links: z
      .array(z.strictObject({ label: z.string().min(1).max(64), url: httpUrl }))
      .min(1)
      .max(30),
  }),
} as const satisfies Record<PanelKind, z.ZodType>;

export type PanelConfig<K extends PanelKind = PanelKind> = z.infer<(typeof panelConfigSchemas)[K]>;

export const portalResource = {
  key: 'portal',
  table: 'portal',
  base: '/operation/portal',
  label: { zh: '门户', en: 'Portal' },
  route: '/operation/portal/list',
  detailRoute: '/operation/portal/details/:id',
  titleField: 'title',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'export'],
  workflow: {
    field: 'status',
    transitions: [
      {
        name: 'publish',
        label: { zh: '发布', en: 'Publish' },
        from: [PortalStatus.draft, PortalStatus.offline],
        to: PortalStatus.published,
        stamp: 'published_at',
      },
      {
        name: 'withdraw',
        label: { zh: '下线', en: 'Take offline' },
        from: [PortalStatus.published],
        to: PortalStatus.offline,
        danger: true,
      },
    ],
  },
  fields: [
    {
      name: 'title',
      kind: 'text',
      label: { zh: '门户标题', en: 'Title' },
      required: true,
      max: 64,
      list: true,
      filter: 'contains',
      width: 220,
    },
    {
      name: 'slug',
      kind: 'text',
      label: { zh: '访问路径', en: 'Path' },
      help: { zh: '前台地址 /portal/{路径}', en: 'Public address /portal/{path}' },
      required: true,
      unique: true,
      max: 48,
      pattern: '^[a-z0-9][a-z0-9-]*$',
      patternMessage: { zh: '小写字母、数字和连字符', en: 'lower-case letters, digits and hyphens' },
      list: true,
      width: 150,
    },
    { name: 'description', kind: 'text', label: { zh: '说明', en: 'Description' }, max: 200, list: true },
    {
      name: 'banners',
      kind: 'children',
      label: { zh: '横幅', en: 'Banners' },
      max: 10,
      detailOnly: true,
      // Edited in the portal builder (details/:id), not in the generic form.
      hideInForm: true,
      fields: [
        { name: 'image', kind: 'image', label: { zh: '图片', en: 'Image' }, required: true },
        { name: 'title', kind: 'text', label: { zh: '标题', en: 'Title' }, max: 64 },
        {
          name: 'link',
          kind: 'text',
          label: { zh: '链接', en: 'Link' },
          max: 500,
          pattern: HTTP_URL_PATTERN,
          patternMessage: httpUrlMessage,
        },
      ],
    },
    {
      name: 'panels',
      kind: 'children',
      label: { zh: '版块', en: 'Panels' },
      max: 30,
      detailOnly: true,
      hideInForm: true,
      fields: [
        {
          name: 'kind',
          kind: 'enum',
          label: { zh: '版块类型', en: 'Kind' },
          options: panelKindOptions,
          required: true,
        },
        { name: 'title', kind: 'text', label: { zh: '版块标题', en: 'Title' }, required: true, max: 64 },
        { name: 'config', kind: 'json', label: { zh: '设置', en: 'Settings' }, required: true },
      ],
    },
    childCountField('panel_count', { zh: '版块数', en: 'Panels' }, 'panels', { list: true, width: 80 }),
    {
      name: 'status',
      kind: 'enum',
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: PortalStatus.draft, label: { zh: '草稿', en: 'Draft' }, color: 'default' },
        { value: PortalStatus.published, label: { zh: '已发布', en: 'Published' }, color: 'green' },
        { value: PortalStatus.offline, label: { zh: '已下线', en: 'Offline' }, color: 'orange' },
      ],
      default: PortalStatus.draft,
      readOnly: true,
      list: true,
      filter: 'enum',
      width: 90,
    },
    { name: 'published_at', kind: 'datetime', label: { zh: '发布时间', en: 'Published' }, readOnly: true },
    updatedAtField(),
  ],
} as const satisfies ResourceDef;

/** A panel as the preview shows it: its settings resolved into rows. */
export const resolvedPanelSchema = z.object({
  kind: z.enum(PANEL_KINDS),
  title: z.string(),
  /** Companies, datasheets or news items: a title, a line under it and the public address. */
  items: z.array(z.object({ id: z.number(), title: z.string(), subtitle: z.string(), url: z.string() })),
  /** Rich text, sanitised. */
  html: z.string().optional(),
  links: z.array(z.object({ label: z.string(), url: z.string() })).optional(),
  /** Why a panel shows less than it was set up with (a company deleted, no news published yet). */
  note: z.string().optional(),
});
export type ResolvedPanel = z.infer<typeof resolvedPanelSchema>;

export const portalPreviewSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  banners: z.array(z.object({ image: z.string(), title: z.string(), link: z.string() })),
  panels: z.array(resolvedPanelSchema),
});
export type PortalPreview = z.infer<typeof portalPreviewSchema>;
