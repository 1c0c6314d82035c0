/**
 * What the assistant may look up: tools (function calling) that call the console's own read API as the admin
 * who asked. Each tool call is an HTTP request through the `/api` scope (`inject`) carrying that admin's
 * session, so the guard, the API authorities, masking and the access log judge it exactly as they judge the
 * admin's own screens; a refusal goes back to the model as the tool's answer, never around it.
 */
import {
  AI_MESSAGE_MAX,
  type AiToolEvent,
  type AiToolName,
  companyResource,
  conditionResource,
  DemandStatus,
  datasheetResource,
  demandResource,
  headerResource,
  metricResource,
  type ResourcePage,
  type ResourceRow,
  ResultCode,
  resourcePaths,
  standardResource,
} from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ToolSpec } from '../../integrations/ai/provider.ts';

/** The envelope of an injected call, as the tool reads it. */
interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** A refusal or failure of one injected call, carried back to the model. */
class ToolStop extends Error {
  constructor(
    readonly outcome: AiToolEvent['outcome'],
    message: string,
  ) {
    super(message);
  }
}

/** Calls `GET /api{path}` as the asking admin. */
type Reader = <T>(path: string, query: Record<string, string | number | undefined>) => Promise<T>;

function readerFor(api: FastifyInstance, request: FastifyRequest): Reader {
  return async <T>(path: string, query: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const response = await api.inject({
      method: 'GET',
      url: `/api${path}?${params}`,
      headers: {
        // The asking admin's own session: the call is judged as theirs.
        authorization: request.headers.authorization ?? '',
        'accept-language': request.headers['accept-language'] ?? 'zh',
      },
    });
    const answer = response.json() as Answer<T>;
    if (answer.code === ResultCode.forbidden || answer.code === ResultCode.sessionExpired) {
      throw new ToolStop('refused', `refused by the console's permissions: ${answer.msg}`);
    }
    if (answer.code === ResultCode.invalid) throw new ToolStop('invalid', answer.msg);
    if (answer.code !== ResultCode.ok) throw new ToolStop('failed', answer.msg);
    return answer.data;
  };
}

const searchSheetsArgs = z.strictObject({
  grade: z.string().max(100).optional(),
  company_id: z.number().int().positive().optional(),
  ul94: z.string().max(20).optional(),
  page: z.number().int().min(1).max(1000).optional(),
});
const readSheetArgs = z.strictObject({ id: z.number().int().positive() });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
const countDemandsArgs = z.strictObject({
  from: day.optional(),
  to: day.optional(),
  status: z.enum(['waiting', 'approved', 'rejected', 'closed']).optional(),
});
const listCompaniesArgs = z.strictObject({
  name: z.string().max(100).optional(),
  page: z.number().int().min(1).max(1000).optional(),
});

/** Rows a tool returns to the model at most (a page of the list it calls). */
const TOOL_PAGE = 10;

function labelOf(row: ResourceRow, field: string): string | null {
  const label = row.$labels?.[field];
  return Array.isArray(label) ? label.join(', ') : (label ?? null);
}

/** Labels of library rows by id, through the library's own options call (judged like any other read). */
async function labels(read: Reader, base: string, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, string>();
  for (let start = 0; start < unique.length; start += 50) {
    const chunk = unique.slice(start, start + 50);
    const options = await read<{ value: number; label: string }[]>(`${base}/options`, {
      ids: chunk.join(','),
      size: 50,
    });
    for (const option of options) found.set(option.value, option.label);
  }
  return found;
}

interface Tool {
  spec: ToolSpec;
  run(read: Reader, args: unknown): Promise<{ result: unknown; summary: string }>;
}

/** A tool as the provider is told of it: its name, what it does, and its arguments' JSON Schema. */
function toolSpec(name: AiToolName, args: z.ZodType, description: string): ToolSpec {
  return {
    type: 'function',
    function: { name, description, parameters: z.toJSONSchema(args) as Record<string, unknown> },
  };
}

const tools: Record<AiToolName, Tool> = {
  search_sheets: {
    spec: toolSpec(
      'search_sheets',
      searchSheetsArgs,
      'Search the datasheets (物性表) by grade (any part of it), manufacturer id (from list_companies) or UL94 rating. Answers a page of sheets with id, DSNO, grade, manufacturer, status and headline values (density g/cm³, tensile strength MPa, HDT 1.8 MPa °C).',
    ),
    async run(read, raw) {
      const args = searchSheetsArgs.parse(raw);
      const page = await read<ResourcePage>(resourcePaths(datasheetResource).list, {
        grade: args.grade,
        company_id: args.company_id,
        ul94: args.ul94,
        page: args.page,
        size: TOOL_PAGE,
      });
      const sheets = page.list.map((row) => ({
        id: row.id,
        dsno: row.dsno,
        grade: row.grade,
        manufacturer: labelOf(row, 'company_id'),
        category: labelOf(row, 'category_id'),
        status: row.status,
        density: row.density,
        tensile_strength: row.tensile_strength,
        hdt: row.hdt,
        ul94: row.ul94,
      }));
      return { result: { total: page.total, page: page.page, sheets }, summary: `${page.total} sheets` };
    },
  },
  read_sheet: {
    spec: toolSpec(
      'read_sheet',
      readSheetArgs,
      'Read one datasheet by its id (from search_sheets): its grade, manufacturer, fillers, UL94, and every property row (property, standard, condition, value and unit).',
    ),
    async run(read, raw) {
      const { id } = readSheetArgs.parse(raw);
      const sheet = await read<ResourceRow>(resourcePaths(datasheetResource).get, { id });
      const rows = (sheet.properties as Record<string, number | string | null>[] | undefined) ?? [];
      const ids = (name: string) =>
        rows.map((row) => row[name]).filter((v): v is number => typeof v === 'number');
      const [headers, standards, conditions, metrics] = await Promise.all([
        labels(read, headerResource.base, ids('header_id')),
        labels(read, standardResource.base, ids('standard_id')),
        labels(read, conditionResource.base, ids('condition_id')),
        labels(read, metricResource.base, ids('metric_id')),
      ]);
      const name = (map: Map<number, string>, value: unknown) =>
        typeof value === 'number' ? (map.get(value) ?? null) : null;
      const properties = rows.map((row) => ({
        property: name(headers, row.header_id),
        standard: name(standards, row.standard_id),
        condition: name(conditions, row.condition_id),
        state: row.state,
        value:
          row.value ??
          row.value_text ??
          (row.value_min !== null ? `${row.value_min}–${row.value_max}` : null),
        unit: name(metrics, row.metric_id),
      }));
      return {
        result: {
          id: sheet.id,
          dsno: sheet.dsno,
          grade: sheet.grade,
          manufacturer: labelOf(sheet, 'company_id'),
          category: labelOf(sheet, 'category_id'),
          ul94: sheet.ul94,
          remarks: sheet.remarks,
          properties,
        },
        summary: `${sheet.grade}: ${properties.length} properties`,
      };
    },
  },
  list_companies: {
    spec: toolSpec(
      'list_companies',
      listCompaniesArgs,
      'List the companies (manufacturers) whose Chinese name contains the given text, with their ids (to search their sheets).',
    ),
    async run(read, raw) {
      const args = listCompaniesArgs.parse(raw);
      const page = await read<ResourcePage>(resourcePaths(companyResource).list, {
        name_zh: args.name,
        page: args.page,
        size: TOOL_PAGE,
      });
      const companies = page.list.map((row) => ({
        id: row.id,
        name: row.name_zh,
        name_en: row.name_en,
        short_name: row.short_name,
      }));
      return { result: { total: page.total, companies }, summary: `${page.total} companies` };
    },
  },
  count_demands: {
    spec: toolSpec(
      'count_demands',
      countDemandsArgs,
      'Count the demands (需求) posted between two China-time days, both included (YYYY-MM-DD; either may be left out), optionally only those in one review state. Answers the total, as the demand list filtered by posting time shows it.',
    ),
    async run(read, raw) {
      const args = countDemandsArgs.parse(raw);
      // The list's own date filter, over China-time days (the portal's), as the console's screens send it.
      const page = await read<ResourcePage>(resourcePaths(demandResource).list, {
        created_at_from: args.from && `${args.from}T00:00:00.000+08:00`,
        created_at_to: args.to && `${args.to}T23:59:59.999+08:00`,
        status: args.status && DemandStatus[args.status],
        size: 1,
      });
      return {
        result: {
          total: page.total,
          from: args.from ?? null,
          to: args.to ?? null,
          status: args.status ?? null,
        },
        summary: `${page.total} demands`,
      };
    },
  },
};

/** The tools as the provider is told of them. */
export const toolSpecs: ToolSpec[] = Object.values(tools).map((tool) => tool.spec);

/**
 * Runs one call the model made, as the admin behind `request`; answers what the model reads back (JSON text,
 * cut to what a message keeps) and the event the chat shows.
 */
export async function runTool(
  api: FastifyInstance,
  request: FastifyRequest,
  call: { id: string; name: string; arguments: string },
): Promise<{ content: string; event: AiToolEvent }> {
  const tool = (tools as Record<string, Tool | undefined>)[call.name];
  const event = (outcome: AiToolEvent['outcome'], summary: string): AiToolEvent => ({
    id: call.id,
    name: call.name,
    arguments: call.arguments,
    outcome,
    summary,
  });
  if (!tool) {
    const message = `no tool named ${call.name}`;
    return { content: JSON.stringify({ error: message }), event: event('invalid', message) };
  }
  try {
    const args: unknown = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
    const { result, summary } = await tool.run(readerFor(api, request), args);
    return { content: JSON.stringify(result).slice(0, AI_MESSAGE_MAX), event: event('ok', summary) };
  } catch (error) {
    if (error instanceof ToolStop) {
      return {
        content: JSON.stringify({ [error.outcome]: error.message }),
        event: event(error.outcome, error.message),
      };
    }
    if (error instanceof SyntaxError || error instanceof z.ZodError) {
      const message = `the arguments are not valid: ${error.message.slice(0, 300)}`;
      return { content: JSON.stringify({ invalid: message }), event: event('invalid', message) };
    }
    throw error;
  }
}
