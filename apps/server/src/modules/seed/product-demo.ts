/**
 * Demo products, supply offers and stock lots, made from the demo makers' own sheets: a product per sheet for
 * the first sheets, an offer of each of those grades (one past its date), and a few lots in two warehouses.
 */
import { datasheetResource, productResource, stockLotResource, supplyResource } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const PRODUCTS = 8;

export async function writeProductDemo(tx: Tx, now: Date, daysAgo: (n: number) => Date): Promise<void> {
  const products = familyTable(productResource);
  // Products already there are someone's data (or an earlier seed's): leave the domain alone.
  if ((await tx.select({ id: products.id }).from(products).limit(1)).length > 0) return;
  const sheets = familyTable(datasheetResource);
  const picked = await tx
    .select({ id: sheets.id, grade: sheets.grade, company: sheets.company_id, category: sheets.category_id })
    .from(sheets)
    .orderBy(asc(sheets.id))
    .limit(PRODUCTS);
  if (picked.length === 0) return; // no demo sheets: nothing to sell
  const later = (n: number) => new Date(now.getTime() + n * 86_400_000);

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const created = await tx
    .insert(products)
    .values(
      picked.map((sheet, i) => ({
        name: `${sheet.grade} 改性工程塑料`,
        company_id: sheet.company,
        grade: sheet.grade,
        datasheet_id: sheet.id,
        category_id: sheet.category,
        image: '',
        description: `<p>${sheet.grade}：性能稳定，批次一致，可提供物性表与 UL 黄卡。</p>`,
        applications: i % 2 === 0 ? '汽车结构件、电子电器外壳' : '家电部件、工业零件',
        enabled: i !== PRODUCTS - 1,
        created_at: daysAgo(30 - i),
        updated_at: daysAgo(10 - i),
      })),
    )
    .returning({ id: products.id, grade: products.grade, company_id: products.company_id });

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(supplyResource)).values(
    created.map((product, i) => ({
      grade: product.grade,
      supplier_id: product.company_id,
      product_id: product.id,
      price_min: 18_000 + i * 900,
      price_max: 19_500 + i * 900,
      currency: 'CNY' as const,
      unit: 't' as const,
      min_order: 1,
      stock: 5 + i * 3,
      region: i % 2 === 0 ? '华东' : '华南',
      // The last offer is past its date, so the list shows what an expired one looks like.
      valid_until: day(i === created.length - 1 ? daysAgo(3) : later(30 + i * 5)),
      remark: '',
      enabled: true,
      created_at: daysAgo(8 - i / 2),
      updated_at: daysAgo(8 - i / 2),
    })),
  );

  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(stockLotResource)).values(
    created.slice(0, 5).map((product, i) => ({
      grade: product.grade,
      lot: `L${day(daysAgo(40 + i)).replaceAll('-', '')}-${String(i + 1).padStart(2, '0')}`,
      company_id: product.company_id,
      quantity: 12.5 + i * 4,
      unit: 't' as const,
      warehouse: i % 2 === 0 ? '苏州保税仓' : '东莞常平仓',
      location: `A-${i + 1}-0${(i % 3) + 1}`,
      produced_on: day(daysAgo(40 + i)),
      remark: '',
      created_at: daysAgo(20 - i),
    })),
  );
}
