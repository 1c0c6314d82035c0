import {
  ProposalSource,
  proposalResource,
  saasEnterpriseResource,
  siteUserResource,
} from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK, demoProposals } from './demo-data.ts';

/**
 * The SaaS and personal proposals the top bar counts, the SaaS ones from the demo enterprises in turn. Left alone
 * when proposals exist (on its own: a database kept from before the proposal family has its rows already).
 */
export async function writeProposalDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const proposals = familyTable(proposalResource);
  if ((await tx.select({ id: proposals.id }).from(proposals).limit(1)).length > 0) return;
  const enterpriseTable = familyTable(saasEnterpriseResource);
  const enterpriseIds = (
    await tx
      .select({ id: enterpriseTable.id })
      .from(enterpriseTable)
      .orderBy(asc(enterpriseTable.id))
      .limit(3)
  ).map((row) => row.id);
  const users = familyTable(siteUserResource);
  const userIds = (await tx.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(6)).map(
    (row) => row.id,
  );
  let saasIndex = 0;
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(proposals).values(
    demoProposals.map((p, i) => ({
      source: p.source,
      status: p.status,
      title: `${DEMO_MARK}${p.title}`,
      content: p.content,
      company_name: 'companyName' in p ? p.companyName : '',
      user_name: p.userName,
      saas_enterprise_id:
        p.source === ProposalSource.saas
          ? (enterpriseIds[saasIndex++ % Math.max(enterpriseIds.length, 1)] ?? null)
          : null,
      user_id: p.source === ProposalSource.user ? (userIds[i % Math.max(userIds.length, 1)] ?? null) : null,
      is_demo: true,
      created_at: daysAgo(i + 1),
      updated_at: daysAgo(i),
    })),
  );
}
