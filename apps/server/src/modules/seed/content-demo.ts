/**
 * Demo content (issue 22): application types, a two-level classification, applications of the demo materials
 * and sheets (two of them lacking links or images, for /application/lack) and themes; then the news
 * (news-demo.ts) and the experts (expert-demo.ts). Written after the datasheet demo, whose categories,
 * application fields and sheets it links to.
 */
import {
  applianceResource,
  applicationClassificationResource,
  applicationResource,
  applicationThemeResource,
  applicationTypeResource,
  categoryResource,
  datasheetResource,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable, linkTable } from '../../engine/index.ts';
import { lacksOf } from '../content/applications.ts';
import { DEMO_MARK, demoRichText } from './demo-data.ts';
import { demoPictureUrl } from './demo-images.ts';
import { writeExpertDemo } from './expert-demo.ts';
import { writeNewsDemo } from './news-demo.ts';

const DAY_MS = 86_400_000;

/** Ids of a library's rows by their codes (the datasheet demo's categories and application fields). */
async function idsByCode(
  tx: Tx,
  def: typeof categoryResource | typeof applianceResource,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const table = familyTable(def);
  const rows = await tx
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

interface DemoApplication {
  title: string;
  type: number;
  classification: number;
  industry: string;
  materials: string[];
  cover: string;
  summary: string;
  paragraphs: string[];
}

export async function writeContentDemo(
  tx: Tx,
  now: Date,
): Promise<{ news: number[]; applications: number[] }> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const mark = (text: string) => `${DEMO_MARK}${text}`;
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const types = await tx
    .insert(familyTable(applicationTypeResource))
    .values(
      ['汽车零部件', '电子电气部件', '家电部件', '新能源部件', '工业零件'].map((name, i) => ({
        name: mark(name),
        sort: i * 10,
        description: `${name}中的典型塑料应用`,
      })),
    )
    .returning({ id: familyTable(applicationTypeResource).id });
  const classes = familyTable(applicationClassificationResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const firsts = await tx
    .insert(classes)
    .values([mark('结构件'), mark('功能件')].map((name, i) => ({ name, sort: i * 10 })))
    .returning({ id: classes.id });
  const [structural, functional] = firsts.map((row) => row.id);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const seconds = await tx
    .insert(classes)
    .values([
      { name: '支架与骨架', parent_id: structural, sort: 10 },
      { name: '外壳', parent_id: structural, sort: 20 },
      { name: '流体部件', parent_id: functional, sort: 10 },
      { name: '电气连接', parent_id: functional, sort: 20 },
    ])
    .returning({ id: classes.id });
  const cls = seconds.map((row) => row.id);
  const typeId = types.map((row) => row.id);

  const categories = await idsByCode(tx, categoryResource, [
    'pa66',
    'pa6',
    'pc',
    'pc_abs',
    'pbt',
    'pp',
    'pom',
    'abs',
  ]);
  const industries = await idsByCode(tx, applianceResource, [
    'automotive',
    'electrical',
    'household',
    'new_energy',
    'industrial',
  ]);
  const apps: DemoApplication[] = [
    {
      title: '发动机散热器水室',
      type: 0,
      classification: 2,
      industry: 'automotive',
      materials: ['pa66'],
      cover: demoPictureUrl('pa66-tank'),
      summary: 'PA66 GF30 耐乙二醇水解，替代金属水室减重 40%。',
      paragraphs: [
        '散热器水室长期接触 120 ℃ 乙二醇冷却液，需选用耐水解级 PA66 GF30。',
        '注塑时注意熔接线位置，避免位于高压区域。',
      ],
    },
    {
      title: '笔记本电脑外壳',
      type: 1,
      classification: 1,
      industry: 'electrical',
      materials: ['pc_abs', 'pc'],
      cover: demoPictureUrl('pc-housing'),
      summary: '无卤阻燃 PC/ABS，1.5 mm 通过 UL94 V-0。',
      paragraphs: ['外壳要求高光外观与阻燃兼顾，常用无卤阻燃 PC/ABS 合金。'],
    },
    {
      title: '汽车连接器护套',
      type: 1,
      classification: 3,
      industry: 'automotive',
      materials: ['pbt'],
      cover: demoPictureUrl('pbt-connector'),
      summary: 'PBT GF30 尺寸稳定，耐回流焊。',
      paragraphs: ['连接器端子保持力依赖材料刚性与低吸水率，PBT 是主流选择。'],
    },
    {
      title: '保险杠本体',
      type: 0,
      classification: 1,
      industry: 'automotive',
      materials: ['pp'],
      cover: demoPictureUrl('pp-bumper'),
      summary: '高流动 PP/EPDM-T20，低温冲击优良。',
      paragraphs: ['保险杠需 -30 ℃ 落锤不破裂，同时要求喷涂附着力。'],
    },
    {
      title: '打印机传动齿轮',
      type: 4,
      classification: 0,
      industry: 'industrial',
      materials: ['pom'],
      cover: demoPictureUrl('pom-gear'),
      summary: '共聚 POM，耐磨自润滑。',
      paragraphs: ['齿轮啮合噪音与磨损可通过 PTFE 改性 POM 改善。'],
    },
    {
      title: '动力电池包上盖',
      type: 3,
      classification: 1,
      industry: 'new_energy',
      materials: ['pa6', 'pp'],
      cover: '',
      summary: '阻燃增强材料替代钢制上盖。',
      paragraphs: ['电池包上盖需满足 UL94 V-0 与火烧试验要求。'],
    },
    {
      title: '洗衣机平衡环',
      type: 2,
      classification: 0,
      industry: 'household',
      materials: [],
      cover: '',
      summary: '待补充材料与图片。',
      paragraphs: ['平衡环内注盐水，需要耐蠕变与焊接强度。'],
    },
    {
      title: '空调贯流风叶',
      type: 2,
      classification: 2,
      industry: 'household',
      materials: ['abs'],
      cover: '',
      summary: 'AS GF20 保持动平衡。',
      paragraphs: ['风叶对尺寸精度要求高，玻纤增强 AS 为常见选择。'],
    },
  ];
  const application = familyTable(applicationResource);
  const sheets = familyTable(datasheetResource);
  const materials = linkTable(applicationResource, 'materials');
  const usedSheets = linkTable(applicationResource, 'sheets');
  const appIds: number[] = [];
  for (const [i, app] of apps.entries()) {
    const materialIds = app.materials.flatMap((code) => categories.get(code) ?? []);
    const html = demoRichText(app.paragraphs, i === 5 ? demoPictureUrl('battery-pack') : undefined);
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    const [row] = await tx
      .insert(application)
      .values({
        title: mark(app.title),
        cover: app.cover,
        type_id: typeId[app.type],
        classification_id: cls[app.classification],
        industry_id: industries.get(app.industry) ?? null,
        summary: app.summary,
        body: html,
        ...lacksOf({ cover: app.cover, body: html, materials: materialIds }),
        created_at: at(30 - i),
        updated_at: at(12 - i),
      })
      .returning({ id: application.id });
    if (!row) continue;
    appIds.push(row.id);
    if (materialIds.length === 0) continue;
    // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
    await tx.insert(materials).values(materialIds.map((target) => ({ owner_id: row.id, target_id: target })));
    const used = await tx
      .select({ id: sheets.id })
      .from(sheets)
      .where(inArray(sheets.category_id, materialIds))
      .orderBy(sheets.id)
      .limit(2);
    if (used.length > 0)
      // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
      await tx.insert(usedSheets).values(used.map((sheet) => ({ owner_id: row.id, target_id: sheet.id })));
  }
  const themes = familyTable(applicationThemeResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const themeRows = await tx
    .insert(themes)
    .values([
      {
        title: mark('汽车轻量化'),
        cover: demoPictureUrl('pp-bumper'),
        description: '以塑代钢，整车减重的塑料方案。',
        sort: 10,
      },
      {
        title: mark('新能源三电系统'),
        cover: demoPictureUrl('battery-pack'),
        description: '电池、电机、电控中的阻燃与绝缘材料。',
        sort: 20,
      },
    ])
    .returning({ id: themes.id });
  const themeLinks = linkTable(applicationThemeResource, 'applications');
  const pick = (indexes: number[]) => indexes.flatMap((i) => appIds[i] ?? []);
  const [lightweight, newEnergy] = themeRows.map((row) => row.id);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx
    .insert(themeLinks)
    .values([
      ...pick([0, 2, 3]).map((target) => ({ owner_id: lightweight as number, target_id: target })),
      ...pick([5, 2]).map((target) => ({ owner_id: newEnergy as number, target_id: target })),
    ]);

  const news = await writeNewsDemo(tx, now, mark);
  await writeExpertDemo(tx, now, mark);
  return { news, applications: appIds };
}
