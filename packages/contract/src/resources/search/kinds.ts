/**
 * What the global search (top bar → `/dashboard?key=`) searches: one entry per kind of row, naming its family and
 * which of its fields are read as the result's title, the line under it, codes (grades, DSNOs: matched in part,
 * "66 gf30" finds "PA66-GF30") and body text. References are read as the referenced rows' titles (a sheet's
 * company). A kind is shown only to admins who may call its family's list. Adding a kind is one entry here.
 */
import type { LocalName } from '../../routes.ts';
import type { EnumOption } from '../types.ts';

export interface SearchKind {
  /** The family's key; also the kind's name in the index and the answer. */
  family: string;
  /** The spec's sync type that rebuilds it (`POST /system/es/sync {type}`). */
  syncType: string;
  label: LocalName;
  title: string;
  /** Shown under the title, joined by " · ". */
  subtitle: readonly string[];
  /** Read as codes: besides their words, their letters and digits run together are a word of their own. */
  codes: readonly string[];
  /** Text, rich text (tags stripped) and references; the snippet is taken from them. */
  body: readonly string[];
}

export const searchKinds = [
  {
    family: 'datasheet',
    syncType: 'tds',
    label: { zh: '物性表', en: 'Datasheets' },
    title: 'grade',
    subtitle: ['dsno', 'company_id', 'category_id'],
    codes: ['grade', 'dsno'],
    body: ['trademark_id', 'features', 'appliances', 'processing_modes', 'remarks'],
  },
  {
    family: 'company',
    syncType: 'company',
    label: { zh: '企业', en: 'Companies' },
    title: 'name_zh',
    subtitle: ['short_name', 'name_en', 'region'],
    codes: ['credit_code'],
    body: ['group_id', 'description'],
  },
  {
    family: 'application',
    syncType: 'app',
    label: { zh: '应用案例', en: 'Applications' },
    title: 'title',
    subtitle: ['type_id', 'industry_id'],
    codes: [],
    body: ['summary', 'materials', 'body'],
  },
  {
    family: 'news',
    syncType: 'news',
    label: { zh: '资讯', en: 'News' },
    title: 'title',
    subtitle: ['type_id', 'source', 'author'],
    codes: [],
    body: ['summary', 'body'],
  },
  {
    family: 'video',
    syncType: 'video',
    label: { zh: '视频', en: 'Videos' },
    title: 'title',
    subtitle: ['subject_id', 'tags'],
    codes: [],
    body: [],
  },
  {
    family: 'expert',
    syncType: 'expert',
    label: { zh: '专家', en: 'Experts' },
    title: 'name',
    subtitle: ['title', 'organisation'],
    codes: [],
    body: ['bio'],
  },
  {
    // Names, companies and titles only: contact data is masked for most admins and is never indexed.
    family: 'site_user',
    syncType: 'user',
    label: { zh: '用户', en: 'Users' },
    title: 'name',
    subtitle: ['company', 'job_title', 'region'],
    codes: [],
    body: ['remark'],
  },
  {
    family: 'demand',
    syncType: 'demand',
    label: { zh: '需求', en: 'Demands' },
    title: 'title',
    subtitle: ['company_name', 'material'],
    codes: ['material'],
    body: ['content'],
  },
] as const satisfies readonly SearchKind[];

export type SearchKindKey = (typeof searchKinds)[number]['family'];

export const searchKindKeys = searchKinds.map((kind) => kind.family) as [SearchKindKey, ...SearchKindKey[]];

/** The sync call's types: the spec's five (tds, app, news, video, expert) and the kinds it did not name. */
export const searchSyncTypeOptions: readonly EnumOption[] = searchKinds.map((kind) => ({
  value: kind.syncType,
  label: kind.label,
}));

export function searchKindOf(family: string): SearchKind | undefined {
  return searchKinds.find((kind) => kind.family === family);
}
