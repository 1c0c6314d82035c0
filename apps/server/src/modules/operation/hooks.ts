/**
 * The operations rules the declarations cannot say: a schedule ends after it starts, a recommendation slot
 * lists each company once, a display plan lists blocks of its own page and applying it writes them, staff add only
 * display participants (marked by the server), a portal's panels hold the settings of their kind (rich text
 * sanitised), and automatic keywords are written by the sync alone.
 */
import {
  ApplicationStatus,
  activityApplicationResource,
  activityResource,
  advertisementResource,
  KeywordKind,
  keywordResource,
  type LocalName,
  type PanelKind,
  panelConfigSchemas,
  portalResource,
  ResultCode,
  recommendSlotResource,
  showBlockResource,
  showPlanResource,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine } from '../../engine/index.ts';
import { familyTable, getRow, sanitizeRichText, updateRow } from '../../engine/index.ts';
import { writtenBySync } from './keyword-sync.ts';

const refused = (text: LocalName) => new AppError(ResultCode.invalid, text);
const time = (value: unknown) =>
  value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : NaN;

/** `to` must not come before `from` (either may be empty). */
function refuseBackwards(from: unknown, to: unknown, what: LocalName): void {
  const [start, end] = [time(from), time(to)];
  if (!Number.isNaN(start) && !Number.isNaN(end) && end < start)
    throw refused({ zh: `${what.zh}的结束时间早于开始时间`, en: `${what.en} ends before it starts` });
}

/** Child rows a change sends (the request's values, untyped here) or a row holds. */
const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

function scheduleHooks(engine: ResourceEngine): void {
  engine.hooks.add(advertisementResource, {
    beforeWrite({ action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const merged = { ...before[0], ...values };
      refuseBackwards(merged.starts_at, merged.ends_at, { zh: '广告', en: 'The advertisement' });
    },
  });
  engine.hooks.add(activityResource, {
    beforeWrite({ action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      const merged = { ...before[0], ...values };
      refuseBackwards(merged.starts_at, merged.ends_at, { zh: '活动', en: 'The activity' });
    },
  });
  engine.hooks.add(recommendSlotResource, {
    beforeWrite({ action, values }) {
      if ((action !== 'add' && action !== 'update') || !('companies' in values)) return;
      const companies = rowsOf(values.companies);
      const seen = new Set<unknown>();
      for (const [i, company] of companies.entries()) {
        if (seen.has(company.company_id))
          throw refused({ zh: `第 ${i + 1} 行：企业重复`, en: `Row ${i + 1}: the company is listed twice` });
        seen.add(company.company_id);
        refuseBackwards(company.starts_at, company.ends_at, { zh: `第 ${i + 1} 行推荐`, en: `Row ${i + 1}` });
      }
    },
  });
}

function showPlanHooks(engine: ResourceEngine): void {
  engine.hooks.add(showPlanResource, {
    async beforeWrite({ tx, action, values, before }) {
      if ((action !== 'add' && action !== 'update') || !('items' in values || 'page' in values)) return;
      const page = values.page ?? before[0]?.page;
      const items = 'items' in values ? rowsOf(values.items) : rowsOf(before[0]?.items);
      const ids = items.map((item) => Number(item.block_id));
      if (new Set(ids).size !== ids.length)
        throw refused({ zh: '同一区块只能出现一次', en: 'A block may be listed once' });
      if (ids.length === 0) return;
      const blocks = familyTable(showBlockResource);
      const rows = await tx
        .select({ id: blocks.id, name: blocks.name, page: blocks.page })
        .from(blocks)
        .where(inArray(blocks.id, ids));
      const other = rows.find((row) => row.page !== page);
      if (other)
        throw refused({
          zh: `区块「${other.name}」不属于该方案的页面`,
          en: `Block "${other.name}" belongs to another page than the plan's`,
        });
    },
    // Applying a plan writes each listed block's shown state and order, through the engine (hooks, history).
    async afterWrite({ tx, actor, action, transition, ids }) {
      if (action !== 'transition' || transition !== 'apply') return;
      const deps = { db: engine.db, hooks: engine.hooks, tx };
      for (const id of ids) {
        const plan = await getRow(tx, showPlanResource, id);
        for (const item of plan?.items ?? []) {
          await updateRow(deps, showBlockResource, actor, {
            id: item.block_id,
            enabled: item.visible,
            sort: item.sort,
          });
        }
      }
    },
  });
}

function applicationHooks(engine: ResourceEngine): void {
  engine.hooks.add(activityApplicationResource, {
    beforeWrite({ action, before }) {
      // Real applications come from the public site; whoever adds a row here adds a display participant.
      if (action === 'add')
        return { is_display: true, status: ApplicationStatus.approved, reviewed_at: new Date() };
      if (action === 'update') {
        const real = before.find((row) => !row.is_display);
        if (real)
          throw new AppError(ResultCode.forbidden, {
            zh: `「${real.name}」是真实报名，其信息不能由后台修改`,
            en: `"${real.name}" applied through the site: the console cannot change what they sent`,
          });
      }
    },
  });
}

function panelProblem(panel: Record<string, unknown>, n: number): LocalName | null {
  const kind = panel.kind as PanelKind;
  const schema = panelConfigSchemas[kind];
  if (!schema) return null; // the engine's enum check names a bad kind
  const parsed = schema.safeParse(panel.config);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join('.') || 'config';
  return {
    zh: `第 ${n} 个版块「${String(panel.title ?? '')}」的设置不正确（${where}：${issue?.message ?? ''}）`,
    en: `Panel ${n} "${String(panel.title ?? '')}": bad settings (${where}: ${issue?.message ?? ''})`,
  };
}

function portalHooks(engine: ResourceEngine): void {
  engine.hooks.add(portalResource, {
    beforeWrite({ action, values }) {
      if ((action !== 'add' && action !== 'update') || !('panels' in values)) return;
      const panels = rowsOf(values.panels);
      for (const [i, panel] of panels.entries()) {
        const problem = panelProblem(panel, i + 1);
        if (problem) throw refused(problem);
        // A rich-text panel is shown as HTML on the public site: sanitised here, as every rich-text field is.
        if (panel.kind === 'rich_text') {
          const config = panel.config as { html: string };
          panel.config = { html: sanitizeRichText(config.html) };
        }
      }
    },
  });
}

function keywordHooks(engine: ResourceEngine): void {
  engine.hooks.add(keywordResource, {
    beforeWrite({ tx, action, before }) {
      if ((action !== 'update' && action !== 'del') || writtenBySync(tx)) return;
      const auto = before.find((row) => row.kind === KeywordKind.auto);
      if (auto)
        throw new AppError(ResultCode.forbidden, {
          zh: `「${auto.word}」是自动提取的关键词，只读；可停用，或同步关键词时由内容决定去留`,
          en: `"${auto.word}" was extracted automatically and is read-only: disable it, or let the next sync decide`,
        });
    },
  });
}

export function operationHooks(engine: ResourceEngine): void {
  scheduleHooks(engine);
  showPlanHooks(engine);
  applicationHooks(engine);
  portalHooks(engine);
  keywordHooks(engine);
}
