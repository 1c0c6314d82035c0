/**
 * Demo marks of what the demo users typed as company, company type and job title: 中石化 / 中国石化 / Sinopec
 * are one company, the first already mapped (and written to its users), the others waiting to be mapped.
 */
import {
  companyMarkResource,
  companyTypeMarkResource,
  jobTitleMarkResource,
  MarkStatus,
  siteUserResource,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

interface Typed {
  company: string;
  companyType: string;
  jobTitle: string;
}

export async function writeUserMarksDemo(tx: Tx, typed: readonly Typed[]): Promise<void> {
  const users = familyTable(siteUserResource);
  const count = (key: keyof Typed, raw: string) => typed.filter((user) => user[key] === raw).length;
  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)

  const canonicalSinopec = '中国石油化工股份有限公司';
  await tx.insert(familyTable(companyMarkResource)).values([
    {
      raw: '中石化',
      canonical: canonicalSinopec,
      status: MarkStatus.mapped,
      user_count: count('company', '中石化'),
    },
    { raw: '中国石化', canonical: '', status: MarkStatus.unmapped, user_count: count('company', '中国石化') },
    { raw: 'Sinopec', canonical: '', status: MarkStatus.unmapped, user_count: count('company', 'Sinopec') },
    { raw: '金发', canonical: '', status: MarkStatus.unmapped, user_count: count('company', '金发') },
    { raw: '金发科技', canonical: '', status: MarkStatus.unmapped, user_count: count('company', '金发科技') },
  ]);
  await tx.update(users).set({ company_std: canonicalSinopec }).where(eq(users.company, '中石化'));
  await tx.insert(familyTable(companyTypeMarkResource)).values([
    {
      raw: '改性厂',
      canonical: '改性塑料生产商',
      status: MarkStatus.mapped,
      user_count: count('companyType', '改性厂'),
    },
    { raw: '注塑厂', canonical: '', status: MarkStatus.unmapped, user_count: count('companyType', '注塑厂') },
    {
      raw: '原料供应商',
      canonical: '',
      status: MarkStatus.unmapped,
      user_count: count('companyType', '原料供应商'),
    },
  ]);
  await tx.update(users).set({ company_type_std: '改性塑料生产商' }).where(eq(users.company_type, '改性厂'));
  await tx.insert(familyTable(jobTitleMarkResource)).values([
    {
      raw: '采购经理',
      canonical: '采购经理',
      status: MarkStatus.mapped,
      user_count: count('jobTitle', '采购经理'),
    },
    {
      raw: '采购 经理',
      canonical: '',
      status: MarkStatus.unmapped,
      user_count: count('jobTitle', '采购 经理'),
    },
    {
      raw: '研发工程师',
      canonical: '',
      status: MarkStatus.unmapped,
      user_count: count('jobTitle', '研发工程师'),
    },
  ]);
  await tx.update(users).set({ job_title_std: '采购经理' }).where(eq(users.job_title, '采购经理'));
}
