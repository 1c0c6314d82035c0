/**
 * The assistant's tools, named once: the server runs each as the asking admin through the console's own read
 * API (modules/ai/tools.ts), and the AI screen lists them with the list each one reads, which an admin can open
 * without any model.
 */
import { datasheetResource } from '../datasheet/families/datasheet.ts';
import { demandResource } from '../demand/demands.ts';
import { companyResource } from '../enterprise/companies.ts';

export interface AiToolInfo {
  name: string;
  label: { zh: string; en: string };
  /** What it answers the model, for the admin. */
  what: { zh: string; en: string };
  /** The list screen it reads (opened as is without a model). */
  route: string;
}

export const aiTools = [
  {
    name: 'search_sheets',
    label: { zh: '搜索物性表', en: 'Search datasheets' },
    what: {
      zh: '按牌号（任意一段）、生产商或 UL94 等级查找物性表，答出编号、牌号、生产商和主要性能',
      en: 'Finds datasheets by any part of the grade, the maker or the UL94 rating, with DSNO, grade, maker and headline values',
    },
    route: datasheetResource.route,
  },
  {
    name: 'read_sheet',
    label: { zh: '读取物性表', en: 'Read a datasheet' },
    what: {
      zh: '读取一张物性表的全部性能行（性能、标准、条件、数值和单位）',
      en: "Reads one datasheet's property rows (property, standard, condition, value and unit)",
    },
    route: datasheetResource.route,
  },
  {
    name: 'list_companies',
    label: { zh: '查找企业', en: 'Find companies' },
    what: {
      zh: '按中文名查找企业（生产商）及其 ID，用于按生产商搜索物性表',
      en: 'Finds companies (makers) by their Chinese name, with their ids to search their sheets',
    },
    route: companyResource.route,
  },
  {
    name: 'count_demands',
    label: { zh: '统计需求', en: 'Count demands' },
    what: {
      zh: '统计某段日期内发布的需求条数（可按审核状态），与需求列表按发布时间筛选的条数一致',
      en: 'Counts the demands posted between two days (optionally by review state), as the demand list filtered by posting time does',
    },
    route: demandResource.route,
  },
] as const satisfies readonly AiToolInfo[];

export type AiToolName = (typeof aiTools)[number]['name'];
