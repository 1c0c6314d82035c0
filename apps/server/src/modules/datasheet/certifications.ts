/**
 * A certificate's rules around the engine's writes: its validity does not end before it begins, and what it
 * covers is consistent — a sheet's certificate names one sheet of its own company, a company's names none.
 */
import { CertificateScope, certificationResource, datasheetResource, ResultCode } from '@console/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { ResourceEngine, Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

const refuse = (zh: string, en: string) => new AppError(ResultCode.invalid, { zh, en });

async function companyOfSheet(tx: Tx, sheetId: number): Promise<number | undefined> {
  const sheet = familyTable(datasheetResource);
  const [row] = await tx.select({ company: sheet.company_id }).from(sheet).where(eq(sheet.id, sheetId));
  return row?.company;
}

export function certificationHooks(engine: ResourceEngine): void {
  engine.hooks.add(certificationResource, {
    async beforeWrite({ tx, action, values, before }) {
      if (action !== 'add' && action !== 'update') return;
      // An update sends what changed; the rules read the certificate as it will be.
      const next = { ...before[0], ...values };
      const from = next.valid_from as string | null | undefined;
      const to = next.valid_to as string | null | undefined;
      if (from && to && to < from) {
        throw refuse(
          `有效期至（${to}）不能早于生效日期（${from}）`,
          `Valid to (${to}) may not be before valid from (${from})`,
        );
      }
      const sheetId = next.datasheet_id as number | null | undefined;
      if (next.scope === CertificateScope.company) {
        if (sheetId) {
          throw refuse(
            '企业认证不关联物性表：适用范围选“物性表”，或清空物性表',
            'A company certificate names no sheet: choose "Datasheet" as what it covers, or clear the sheet',
          );
        }
        return;
      }
      if (!sheetId) {
        throw refuse('物性表认证须选择物性表', 'A datasheet certificate must name its sheet');
      }
      const company = await companyOfSheet(tx, sheetId);
      if (company !== next.company_id) {
        throw refuse('所选物性表不属于所选企业', 'The chosen sheet is not a sheet of the chosen company');
      }
    },
  });
}
