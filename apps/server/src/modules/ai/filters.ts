/**
 * AI filters (the spec's `/ai_filter`): a sentence turned by the model into a list query of a declared family,
 * in the very protocol the family's list screen puts in its URL. The model is told the family's declared filters
 * and sort keys; what it answers is checked by the engine's own list-query parser, so a field it made up (or a
 * value of the wrong kind) is refused naming it, and a saved filter is checked again on every write. Running a
 * filter is opening the family's list with that query: the admin's own permissions decide what it shows.
 */
import {
  type AiFilterTranslation,
  type AiListQuery,
  aiFilterResource,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  type ResourceDef,
  ResultCode,
  resourceByKey,
} from '@console/contract';
import type { AiProvider } from '../../config.ts';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { parseListQuery, sortableFields } from '../../engine/index.ts';
import { complete, ProviderError } from '../../integrations/ai/provider.ts';

/** How the model is told one filter of the family: its keys, label, and what values it takes. */
function describeFilter(field: ResourceDef['fields'][number]): string {
  const label = `${field.label.zh} / ${field.label.en}`;
  const options =
    field.kind === 'enum'
      ? ` values: ${field.options.map((o) => `${o.value}=${o.label.zh}`).join(', ')}`
      : '';
  switch (field.filter) {
    case 'range':
      return `- ${field.name}${RANGE_FROM_SUFFIX}, ${field.name}${RANGE_TO_SUFFIX}: ${label}, a number range (inclusive)`;
    case 'dateRange':
      return `- ${field.name}${RANGE_FROM_SUFFIX}, ${field.name}${RANGE_TO_SUFFIX}: ${label}, dates YYYY-MM-DD (inclusive)`;
    case 'contains':
      return `- ${field.name}: ${label}, text the value contains`;
    case 'enum':
      return `- ${field.name}: ${label}, one or more values joined by commas;${options}`;
    case 'subtree':
      return `- ${field.name}: ${label}, ids of ${field.kind === 'reference' ? field.target : 'rows'} (with their children)`;
    default:
      return `- ${field.name}: ${label}, exactly this ${field.kind === 'reference' ? `id of ${field.target}` : 'value'};${options}`;
  }
}

export function filterPrompt(def: ResourceDef): string {
  const filters = def.fields.filter((field) => field.filter).map(describeFilter);
  return [
    `Turn the admin's request into a list query of the console's "${def.label.en}" (${def.label.zh}) list.`,
    'Answer one JSON object: {"query": {key: value as a string}, "explanation": one sentence in the language of the request}.',
    'Use ONLY these keys (any other key is refused):',
    ...filters,
    `- sort: one of ${sortableFields(def).join(', ')}; prefix with - for descending`,
    'Leave out what the request does not ask for. Never invent a key.',
  ].join('\n');
}

/** A value the model gave, as the URL carries it; an object is not a filter value. */
function asText(key: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(',');
  throw new AppError(ResultCode.invalid, {
    zh: `查询条件 ${key} 的取值不是文字或数字`,
    en: `The query's ${key} is not text or a number`,
  });
}

/**
 * Checks a query against the family's declared filters and sort keys (the engine's own parser: what its list
 * would accept); answers it as text values. A refusal names the key, prefixed by `what` said it.
 */
export function checkListQuery(
  def: ResourceDef,
  raw: unknown,
  what: { zh: string; en: string },
): AiListQuery {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppError(ResultCode.invalid, {
      zh: `${what.zh}不是查询条件对象`,
      en: `${what.en} is not a query object`,
    });
  }
  const query = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, asText(key, value)]));
  try {
    parseListQuery(def, query);
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(ResultCode.invalid, {
        zh: `${what.zh}无效：${error.text.zh}`,
        en: `${what.en} is not valid: ${error.text.en}`,
      });
    }
    throw error;
  }
  return query;
}

/** Where the family's list opens with the query. */
export function locationOf(def: ResourceDef, query: AiListQuery): string {
  const search = new URLSearchParams(query).toString();
  return `${def.route ?? ''}${search ? `?${search}` : ''}`;
}

export async function translateFilter(
  provider: AiProvider,
  input: { family: AiFilterTranslation['family']; prompt: string; model?: string },
): Promise<AiFilterTranslation> {
  const def = resourceByKey(input.family);
  let content: string;
  try {
    ({ content } = await complete(provider, {
      model: input.model ?? provider.model,
      json: true,
      temperature: 0,
      messages: [
        { role: 'system', content: filterPrompt(def) },
        { role: 'user', content: input.prompt },
      ],
    }));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    throw new AppError(ResultCode.failed, {
      zh: `AI 服务出错：${error.message}`,
      en: `The AI provider failed: ${error.message}`,
    });
  }
  let answer: { query?: unknown; explanation?: unknown };
  try {
    // Some models wrap the object in a code fence despite being asked for JSON.
    answer = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
  } catch {
    throw new AppError(ResultCode.failed, {
      zh: '模型没有给出 JSON 查询条件，请换个说法再试',
      en: 'The model did not answer a JSON query; try saying it another way',
    });
  }
  const query = checkListQuery(def, answer.query ?? {}, {
    zh: '模型给出的查询条件',
    en: "The model's query",
  });
  return {
    family: input.family,
    query,
    location: locationOf(def, query),
    explanation: typeof answer.explanation === 'string' ? answer.explanation.slice(0, 500) : '',
  };
}

/** A saved filter's query is checked against its family on every write; it belongs to whoever saved it. */
export function aiFilterHooks(engine: ResourceEngine): void {
  engine.hooks.add(aiFilterResource, {
    beforeWrite({ action, values, before, admin }) {
      if (action !== 'add' && action !== 'update') return;
      const family = String(values.family ?? before[0]?.family ?? '');
      if ('query' in values || 'family' in values) {
        const query = 'query' in values ? values.query : before[0]?.query;
        checkListQuery(resourceByKey(family), query, { zh: '查询条件', en: 'The query' });
      }
      if (action === 'add') return { owner_id: admin?.uid ?? null };
    },
  });
}
