/**
 * Demo content (issue 22): application types, a two-level classification, applications of the demo materials
 * and sheets (two of them lacking links or images, for /application/lack), themes, news types and news in every
 * state with news tags bound, experts and their service requests. Written after the datasheet demo, whose
 * categories, application fields and sheets it links to.
 */
import {
  applianceResource,
  applicationClassificationResource,
  applicationResource,
  applicationThemeResource,
  applicationTypeResource,
  categoryResource,
  datasheetResource,
  ExpertRequestStatus,
  expertRequestResource,
  expertResource,
  NewsStatus,
  newsResource,
  newsTypeResource,
  TagType,
  tagResource,
} from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../engine/hooks.ts';
import { familyTable, linkTable } from '../../engine/tables.ts';
import { lacksOf } from '../content/applications.ts';
import { DEMO_MARK } from './demo-data.ts';
import { demoPictureUrl } from './demo-images.ts';

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

const body = (paragraphs: string[], image?: string) =>
  [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(image ? [`<p><img src="${image}" alt="示意图"></p>`] : []),
  ].join('');

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
    const html = body(app.paragraphs, i === 5 ? demoPictureUrl('battery-pack') : undefined);
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

async function writeNewsDemo(tx: Tx, now: Date, mark: (text: string) => string): Promise<number[]> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const newsTypes = familyTable(newsTypeResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const typeRows = await tx
    .insert(newsTypes)
    .values(
      ['行业动态', '市场行情', '技术前沿', '展会活动'].map((name, i) => ({ name: mark(name), sort: i * 10 })),
    )
    .returning({ id: newsTypes.id });
  const [industry, market, tech, fair] = typeRows.map((row) => row.id) as [number, number, number, number];
  const { draft, scheduled, published, withdrawn } = NewsStatus;
  const items = [
    {
      title: '2026 中国国际塑料展开幕，改性材料展区面积创新高',
      type: fair,
      status: published,
      days: 2,
      cover: demoPictureUrl('news-fair'),
      source: '塑料物性网',
      author: '编辑部',
    },
    {
      title: 'PA66 原料价格本周小幅回落，己二腈供应趋稳',
      type: market,
      status: published,
      days: 4,
      cover: demoPictureUrl('news-price'),
      source: '行情中心',
      author: '李明',
    },
    {
      title: '长玻纤增强 PP 在汽车前端模块中的应用进展',
      type: tech,
      status: published,
      days: 6,
      cover: '',
      source: '技术专栏',
      author: '王工',
    },
    {
      title: '生物基 PA 系列牌号将于下月发布',
      type: industry,
      status: scheduled,
      days: -1,
      cover: '',
      source: '企业供稿',
      author: '市场部',
    },
    {
      title: '无卤阻燃 PBT 选型指南（草稿）',
      type: tech,
      status: draft,
      days: 1,
      cover: '',
      source: '技术专栏',
      author: '陈工',
    },
    {
      title: '某品牌 PC 牌号停产通知（已撤回）',
      type: industry,
      status: withdrawn,
      days: 9,
      cover: '',
      source: '企业供稿',
      author: '编辑部',
    },
  ];
  const table = familyTable(newsResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const rows = await tx
    .insert(table)
    .values(
      items.map((item) => ({
        title: mark(item.title),
        type_id: item.type,
        cover: item.cover,
        source: item.source,
        author: item.author,
        summary: item.title,
        body: body(
          [`${item.title}。`, '本文为演示数据，内容仅用于展示资讯编辑与发布流程。'],
          item.cover || undefined,
        ),
        status: item.status,
        publish_at: item.status === scheduled ? at(item.days) : null,
        published_at: item.status === published || item.status === withdrawn ? at(item.days) : null,
        withdrawn_at: item.status === withdrawn ? at(item.days - 1) : null,
        withdraw_reason: item.status === withdrawn ? '厂家更正了停产范围' : '',
        created_at: at(Math.abs(item.days) + 1),
        updated_at: at(Math.abs(item.days)),
      })),
    )
    .returning({ id: table.id });
  const tags = familyTable(tagResource);
  const newsTags = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.type, TagType.NEWS))
    .orderBy(tags.id);
  const links = rows.flatMap((row, i) =>
    newsTags.filter((_, j) => (i + j) % 2 === 0).map((tag) => ({ owner_id: row.id, target_id: tag.id })),
  );
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  if (links.length > 0) await tx.insert(linkTable(newsResource, 'tags')).values(links);
  return rows.map((row) => row.id);
}

async function writeExpertDemo(tx: Tx, now: Date, mark: (text: string) => string): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const experts = familyTable(expertResource);
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  const rows = await tx
    .insert(experts)
    .values([
      {
        name: mark('周建华'),
        field: 'material',
        title: '教授级高工',
        organisation: '华东理工大学材料学院',
        photo: demoPictureUrl('expert-1'),
        bio: '<p>从事工程塑料选材与失效分析 25 年，主持汽车轻量化材料项目十余项。</p>',
        sort: 10,
      },
      {
        name: mark('林晓雯'),
        field: 'processing',
        title: '高级工程师',
        organisation: '宁波注塑技术研究院',
        photo: demoPictureUrl('expert-2'),
        bio: '<p>精密注塑与模流分析专家，擅长翘曲与缩痕问题。</p>',
        sort: 20,
      },
      {
        name: mark('马国栋'),
        field: 'testing',
        title: '实验室主任',
        organisation: '国家塑料制品质量检验中心',
        photo: '',
        bio: '<p>UL、IEC 阻燃与电气性能测试。</p>',
        sort: 30,
      },
      {
        name: mark('郑蕾'),
        field: 'recycling',
        title: '研究员',
        organisation: '循环经济材料研究所',
        photo: '',
        bio: '<p>再生 PET、PP 的提纯与改性。</p>',
        sort: 40,
      },
    ])
    .returning({ id: experts.id });
  const [zhou, lin, ma, zheng] = rows.map((row) => row.id) as [number, number, number, number];
  const { waiting, accepted, replied, declined } = ExpertRequestStatus;
  const requests = [
    {
      expert_id: zhou,
      subject: 'PA66 水室爆裂原因分析',
      user_name: '张工',
      company: '华东汽车零部件',
      question: '试验 500 h 后水室在熔接线处开裂，请帮忙分析原因。',
      status: waiting,
    },
    {
      expert_id: lin,
      subject: 'PC 外壳缩痕改善',
      user_name: '陈经理',
      company: '深圳精密电子',
      question: '壁厚 2.5 mm 加筋处缩痕明显，保压已加到 90 MPa。',
      status: accepted,
    },
    {
      expert_id: lin,
      subject: 'POM 齿轮尺寸超差',
      user_name: '刘工',
      company: '苏州办公设备',
      question: '成型 48 h 后尺寸仍在变化，如何稳定？',
      status: replied,
      reply: '建议提高模温至 90 ℃ 并做 80 ℃×4 h 退火处理。',
    },
    {
      expert_id: ma,
      subject: '5VA 测试样品准备',
      user_name: '品质部',
      company: '厦门电器',
      question: '5VA 平板样品尺寸与数量要求？',
      status: waiting,
    },
    {
      expert_id: zheng,
      subject: '再生 PP 异味',
      user_name: '王采购',
      company: '青岛家电',
      question: '再生 PP 用于内部件仍有异味，有什么处理方法？',
      status: declined,
      reply: '该问题需现场取样，建议联系检测中心。',
    },
    {
      expert_id: zhou,
      subject: '电池包上盖阻燃选材',
      user_name: '赵主管',
      company: '新能源科技',
      question: '需通过 UL94 V-0 1.5 mm，兼顾成本。',
      status: waiting,
    },
  ];
  // raw write: demo rows loaded at the first start by no admin (no history to write, a bulk load)
  await tx.insert(familyTable(expertRequestResource)).values(
    requests.map((request, i) => ({
      ...request,
      subject: mark(request.subject),
      accepted_at: request.status === accepted || request.status === replied ? at(i) : null,
      replied_at: request.status === replied || request.status === declined ? at(i) : null,
      created_at: at(i + 1),
      updated_at: at(i),
    })),
  );
}
