/**
 * Company, company-type and job-title marks: what users typed (raw) and the canonical value it means. Like the
 * datasheet origins, a mapping is chosen once and holds for everyone: setting a mark's canonical value writes
 * it to every user who typed the raw value, and a user who types a mapped value later gets it at once. The raw
 * values are gathered from the users by `collect`, which also counts the users typing each.
 */
import {
  companyMarkResource,
  companyResource,
  MarkStatus,
  siteUserResource,
  type UserMarkKind,
  userEndpoints,
  userMarks,
  type WriteValuesOf,
} from '@console/contract';
import { and, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { addRows, familyTable, updateRows } from '../../engine/index.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { ServeEndpoint } from '../../http/endpoint.ts';
import { followMapping } from '../datasheet/mapping-state.ts';

type Mark = (typeof userMarks)[number];

const kindOf: Record<UserMarkKind, Mark> = {
  company: userMarks[0],
  company_type: userMarks[1],
  job_title: userMarks[2],
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The canonical values of these raw values, by raw value (mapped marks only). */
async function canonicalOf(tx: Tx, def: Mark['def'], raws: string[]): Promise<Map<string, string>> {
  if (raws.length === 0) return new Map();
  const table = familyTable(def);
  // Whole rows: a partial select from one of several tables loses its fields' types.
  const rows = await tx
    .select()
    .from(table)
    .where(and(inArray(table.raw, raws), eq(table.status, MarkStatus.mapped)));
  return new Map(rows.map((row) => [row.raw, text(row.canonical)]));
}

export function userMarkHooks(engine: ResourceEngine): void {
  for (const { def, columns } of userMarks) {
    engine.hooks.add(def, {
      async beforeWrite({ tx, action, values, before }) {
        if (action !== 'add' && action !== 'update') return;
        const set: Record<string, unknown> = {};
        // A company mark matched to a company and given no name of its own takes the company's name.
        const companyId = values.company_id;
        const named = text(values.canonical ?? before[0]?.canonical);
        if (def.key === companyMarkResource.key && typeof companyId === 'number' && named === '') {
          const companies = familyTable(companyResource);
          const [company] = await tx
            .select({ name: companies.name_zh })
            .from(companies)
            .where(eq(companies.id, companyId));
          if (company) set.canonical = text(company.name);
        }
        return set;
      },
      // Every user who typed the raw value gets the mark's canonical value (cleared when the mark is).
      async afterWrite({ tx, actor, action, ids, before }) {
        if (action === 'transition') return;
        // Mapped with a canonical value, else unmapped (or still ignored): by the declared transitions.
        if (action === 'add' || action === 'update')
          await followMapping(engine, tx, def, actor, ids, (row) => text(row.canonical) !== '');
        const table = familyTable(def);
        // A deleted mark maps nothing any more: its users' canonical value is cleared.
        const marks =
          action === 'del'
            ? before.map((row) => ({ raw: row.raw, canonical: '', status: MarkStatus.unmapped }))
            : await tx.select().from(table).where(inArray(table.id, ids));
        const deps = { db: engine.db, hooks: engine.hooks, tx };
        const users = familyTable(siteUserResource);
        for (const mark of marks) {
          const canonical = mark.status === MarkStatus.mapped ? text(mark.canonical) : '';
          // Exactly the raw value: the list's filter on it matches parts, which a mapping must not.
          const typed = await tx.select({ id: users.id }).from(users).where(eq(users[columns.raw], mark.raw));
          if (typed.length === 0) continue;
          await updateRows(
            deps,
            siteUserResource,
            actor,
            { ids: typed.map((row) => row.id) },
            // The mark's own column (company_std …), one of the user's declared fields.
            { [columns.canonical]: canonical } as WriteValuesOf<typeof siteUserResource>,
          );
        }
      },
    });
  }

  // A user typing a value already mapped gets its canonical value with the same write.
  engine.hooks.add(siteUserResource, {
    async beforeWrite({ tx, action, values }) {
      if (action !== 'add' && action !== 'update') return;
      const set: Record<string, unknown> = {};
      for (const { def, columns } of userMarks) {
        if (!(columns.raw in values)) continue;
        const raw = text(values[columns.raw]);
        set[columns.canonical] = raw === '' ? '' : ((await canonicalOf(tx, def, [raw])).get(raw) ?? '');
      }
      return set;
    },
  });
}

/** Gathers the raw values users typed into the mark family (new ones unmapped) and counts each one's users. */
export function userMarkRoutes(serve: ServeEndpoint, engine: ResourceEngine): void {
  serve(userEndpoints.collectMarks, async ({ kind }, request) => {
    const admin = requireAdmin(request);
    const { def, columns } = kindOf[kind];
    const users = familyTable(siteUserResource);
    const rawColumn = users[columns.raw];
    const typed = await engine.db
      .select({ raw: rawColumn, n: count() })
      .from(users)
      .where(and(isNotNull(rawColumn), ne(rawColumn, '')))
      .groupBy(rawColumn);
    const table = familyTable(def);
    const existing = await engine.db.select().from(table);
    const known = new Map(existing.map((row) => [row.raw, row.id]));
    const fresh = typed.filter((row) => !known.has(row.raw));
    const { added } = await addRows(
      engine,
      def,
      admin,
      fresh.map((row) => ({ raw: row.raw, user_count: row.n })),
    );
    let counted = 0;
    for (const row of typed) {
      const id = known.get(row.raw);
      if (id === undefined) continue;
      counted += (await updateRows(engine, def, admin, { ids: [id] }, { user_count: row.n })).updated;
    }
    return { added, counted };
  });
}
