/**
 * Verification requests: approving and rejecting are the family's declared workflow (contract user/checks.ts),
 * run by the engine with its endpoints, buttons, audit and concurrent-transition refusal. What is added here:
 * who checked the request, and what an approval does to the user — verified, and for a company check the
 * company they proved — written through the engine in the transition's own transaction.
 */
import { siteUserCheckResource, siteUserResource, UserCheckStatus } from '@console/contract';
import type { ResourceEngine } from '../../engine/index.ts';
import { getRows, updateRows } from '../../engine/index.ts';

export function userCheckHooks(engine: ResourceEngine): void {
  engine.hooks.add(siteUserCheckResource, {
    transitionValues: ({ admin }) => ({ checked_by: admin?.uid ?? null }),
    async afterWrite({ tx, actor, action, transition, ids }) {
      if (action !== 'transition' || transition !== 'approve') return;
      const checks = await getRows(tx, siteUserCheckResource, ids);
      const deps = { db: engine.db, hooks: engine.hooks, tx };
      for (const check of checks) {
        if (check.status !== UserCheckStatus.approved) continue;
        const company = check.kind === 'company' ? (check.company_name ?? '').trim() : '';
        await updateRows(
          deps,
          siteUserResource,
          actor,
          { ids: [check.user_id] },
          // A company check proves the company too: it becomes what the user typed (marks map it from there).
          company ? { verified: true, company } : { verified: true },
        );
      }
    },
  });
}
