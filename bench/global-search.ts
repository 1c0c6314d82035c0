// The global search on two million documents (issue 23): replaces the search documents of BENCH_DATABASE_URL
// (migrated first; the rest of that database is left alone) with generated ones of every kind — sheets with
// grades and DSNOs, companies, applications, news, videos, experts, users and demands, their Chinese text drawn
// from a plastics vocabulary with common and rare words — written through the server's own document builder
// (jieba, the kind-prefixed words; the GIN index built after the load), then times the server's own search
// function (every kind, as the top bar asks) over a mix of queries, one at a time, and prints p50/p95/p99 overall
// and per kind of query as a Markdown table.
//
//   BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/throwaway npm run bench:global-search
//   … -- --documents 200000     fewer documents (default 2,000,000)
//
// BENCH_RUNS (default 200) searches are timed; BENCH_KEEP_DATA=1 times the documents already there.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { contractFamilyNames, familyMatcher, searchKinds } from '@console/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/index.ts';
import { searchDocument } from '../apps/server/src/db/schema/index.ts';
import { searchAll } from '../apps/server/src/modules/search/search.ts';
import { documentVector } from '../apps/server/src/modules/search/words.ts';
import { mulberry32 as random } from '../apps/server/src/modules/seed/datasheet-demo/random.ts';

const { values: args } = parseArgs({ options: { documents: { type: 'string', default: '2000000' } } });
const url = process.env.BENCH_DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url))
  throw new Error(
    'bench:global-search needs BENCH_DATABASE_URL (a PostgreSQL database whose documents it replaces)',
  );
const total = Number(args.documents);
if (!Number.isInteger(total) || total < 1000)
  throw new Error(`--documents must be ≥ 1000, not ${args.documents}`);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const keep = process.env.BENCH_KEEP_DATA === '1';
const log = (line = '') => process.stdout.write(`${line}\n`);

const rnd = random(20_260_423);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
/** Zipf-like: the first words are drawn far more often than the last (common and rare words). */
const zipf = <T>(list: readonly T[]): T => list[Math.floor(list.length * rnd() ** 2.5)] as T;

const MATERIAL =
  `改性 增强 阻燃 玻纤 碳纤 耐热 耐候 抗冲 高流动 低翘曲 耐磨 抗静电 导热 导电 透明 光学级 食品级 医疗级 无卤
 聚丙烯 聚乙烯 聚酰胺 尼龙 聚碳酸酯 聚甲醛 聚对苯二甲酸丁二醇酯 聚苯硫醚 聚醚醚酮 热塑性弹性体 丙烯腈 苯乙烯 共聚物
 注塑 挤出 吹塑 吹膜 薄膜 片材 管材 线缆 连接器 外壳 支架 齿轮 轴承 保险杠 仪表板 进气歧管 电池包 充电桩 继电器
 汽车 电子 电器 家电 医疗 包装 建筑 航空 轨道交通 新能源 光伏 通讯 照明 玩具 日用品 运动器材 无人机 机器人
 拉伸强度 弯曲模量 冲击强度 热变形温度 熔融指数 密度 收缩率 吸水率 介电强度 灼热丝 漏电起痕 耐化学性 耐水解 尺寸稳定性`
    .split(/\s+/)
    .filter(Boolean);
const COMMON =
  `企业 产品 材料 应用 客户 市场 技术 生产 质量 性能 行业 发展 需求 供应 价格 服务 工艺 解决方案 优势 提升
 降低 满足 提供 采用 适用 具有 优异 良好 稳定 可靠 广泛 主要 能够 实现 替代 开发 研发 合作 项目 测试 认证 标准`
    .split(/\s+/)
    .filter(Boolean);
const CITIES = [
  '上海',
  '苏州',
  '宁波',
  '深圳',
  '东莞',
  '广州',
  '厦门',
  '青岛',
  '天津',
  '重庆',
  '成都',
  '武汉',
];
const SUFFIX = ['塑胶', '新材料', '高分子', '化工', '塑料科技', '工程塑料', '复合材料'];
const POLYMERS = [
  'PA66',
  'PA6',
  'PC',
  'ABS',
  'PBT',
  'PP',
  'POM',
  'PPS',
  'PEEK',
  'PPA',
  'PET',
  'TPU',
  'PC/ABS',
  'PA12',
  'LCP',
];
const FILLERS = ['GF30', 'GF15', 'GF50', 'CF20', 'MD40', 'T20', 'FR', 'HF', 'UV', 'V0', ''];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '林',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '勇',
  '军',
  '杰',
  '涛',
  '明',
  '超',
  '华',
  '丽',
  '平',
  '刚',
];

function sentence(words: number): string {
  let out = '';
  for (let i = 0; i < words; i += 1) out += rnd() < 0.45 ? zipf(MATERIAL) : zipf(COMMON);
  return `${out}。`;
}
function paragraph(sentences: number): string {
  let out = '';
  for (let i = 0; i < sentences; i += 1) out += sentence(4 + Math.floor(rnd() * 8));
  return out;
}
function grade(): string {
  const filler = pick(FILLERS);
  const series =
    rnd() < 0.5
      ? String(100 + Math.floor(rnd() * 9900))
      : `${pick(['A', 'B', 'G', 'K', 'XT-'])}${Math.floor(rnd() * 999)}`;
  return `${pick(POLYMERS)}${rnd() < 0.5 ? '-' : ' '}${series}${filler ? `-${filler}` : ''}`;
}
function company(): string {
  return `${pick(CITIES)}${zipf(MATERIAL).slice(0, 2)}${pick(SUFFIX)}有限公司`;
}

interface Generated {
  title: string;
  subtitle: string;
  codes: string[];
  body: string;
}

/** The kinds' shares of the documents, roughly as a plastics portal holds them. */
const SHARES: Record<string, [number, (n: number) => Generated]> = {
  datasheet: [
    0.6,
    (n) => {
      const g = grade();
      const dsno = `DS${String(n).padStart(8, '0')}`;
      return {
        title: g,
        subtitle: `${dsno} · ${company()} · ${zipf(MATERIAL)}`,
        codes: [g, dsno],
        body: paragraph(1),
      };
    },
  ],
  company: [0.05, () => ({ title: company(), subtitle: pick(CITIES), codes: [], body: paragraph(3) })],
  application: [
    0.05,
    () => ({ title: sentence(4).slice(0, -1), subtitle: zipf(MATERIAL), codes: [], body: paragraph(6) }),
  ],
  news: [
    0.1,
    () => ({ title: sentence(6).slice(0, -1), subtitle: '行业资讯', codes: [], body: paragraph(10) }),
  ],
  video: [0.03, () => ({ title: sentence(5).slice(0, -1), subtitle: zipf(MATERIAL), codes: [], body: '' })],
  expert: [
    0.01,
    () => ({
      title: pick(SURNAMES) + pick(GIVEN),
      subtitle: `高级工程师 · ${company()}`,
      codes: [],
      body: paragraph(3),
    }),
  ],
  site_user: [
    0.12,
    () => ({
      title: pick(SURNAMES) + pick(GIVEN) + pick(GIVEN),
      subtitle: `${company()} · 采购`,
      codes: [],
      body: '',
    }),
  ],
  demand: [
    0.04,
    () => {
      const g = grade();
      return {
        title: `求购${zipf(MATERIAL)}${g}`,
        subtitle: `${company()} · ${g}`,
        codes: [g],
        body: paragraph(2),
      };
    },
  ],
};

async function load(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS search_document_words_idx`);
  await db.execute(sql`TRUNCATE search_document`);
  const started = performance.now();
  let written = 0;
  for (const [kind, [share, make]] of Object.entries(SHARES)) {
    const count = Math.round(total * share);
    for (let at = 0; at < count; at += 1000) {
      const rows = [];
      for (let n = at + 1; n <= Math.min(count, at + 1000); n += 1) {
        const doc = make(n);
        rows.push({
          kind,
          row_id: n,
          title: doc.title,
          subtitle: doc.subtitle,
          body: doc.body.slice(0, 4000),
          words: documentVector(kind, n, doc),
        });
      }
      // raw write: generated benchmark documents
      await db.insert(searchDocument).values(rows);
      written += rows.length;
      if (written % 100_000 < 1000) process.stderr.write(`\r${written} documents written`);
    }
  }
  log(`\nwrote ${written} documents in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const indexing = performance.now();
  await db.execute(sql`SET maintenance_work_mem = '1GB'`);
  await db.execute(sql`CREATE INDEX search_document_words_idx ON search_document USING gin (words)`);
  log(`GIN index built in ${((performance.now() - indexing) / 1000).toFixed(0)} s`);
}

/** The queries timed, by what they stand for. */
const QUERIES: Record<string, string[]> = {
  'common Chinese word': ['企业', '材料', '产品', '改性', '增强'],
  'rarer Chinese word': ['耐水解', '灼热丝', '无人机', '轨道交通', '漏电起痕'],
  'two Chinese words': ['改性 尼龙', '阻燃 外壳', '汽车 轻量化', '玻纤 增强 聚丙烯'],
  'partial grade': ['66 gf30', 'pa66gf', 'PC 1100', 'gf50', 'PBT-G12', 'xt-45'],
  'DSNO, name': ['DS00012345', '00777777', '王伟', '苏州 塑胶'],
  'no match': ['聚乙烯醇缩丁醛', 'zz9999'],
  // Read as every name of the family (issue 36): an OR of its names' lexemes.
  'family name': ['聚丙烯', '尼龙66', 'polypropylene'],
};
// The material names as a fresh library holds them (the server reads the library's rows, cached).
const families = familyMatcher(contractFamilyNames());

const config = loadConfig({ DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const database = await openDatabase(config);
try {
  await database.migrate();
  const db = database.db;
  if (!keep) await load(db);
  await db.execute(sql`ANALYZE search_document`);
  const [size] = await queryRows<{ n: string; table: string; index: string }>(
    db,
    sql`SELECT count(*) AS n, pg_size_pretty(pg_table_size('search_document')) AS table,
      pg_size_pretty(pg_relation_size('search_document_words_idx')) AS index FROM search_document`,
  );
  log(`${size?.n} documents; table ${size?.table}, GIN index ${size?.index}`);
  const all = Object.entries(QUERIES).flatMap(([label, keys]) => keys.map((key) => ({ label, key })));
  // Warm the cache as a running server would be.
  for (const { key } of all) await searchAll(db, searchKinds, key, 1, false, families);
  const times = new Map<string, number[]>();
  const hits = new Map<string, number>();
  for (let run = 0; run < runs; run += 1) {
    const { label, key } = all[run % all.length] as { label: string; key: string };
    const started = performance.now();
    const result = await searchAll(db, searchKinds, key, 1, false, families);
    const ms = performance.now() - started;
    times.set(label, [...(times.get(label) ?? []), ms]);
    times.set('all', [...(times.get('all') ?? []), ms]);
    hits.set(
      key,
      result.groups.reduce((sum, g) => sum + g.total, 0),
    );
  }
  const percentile = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };
  log(`\n${runs} searches over every kind (each kind's reads in parallel on the pool), one at a time\n`);
  log('| Queries | Searches | p50 (ms) | p95 (ms) | p99 (ms) |');
  log('| --- | ---: | ---: | ---: | ---: |');
  for (const [label, list] of [...times.entries()].sort(([a], [b]) =>
    a === 'all' ? 1 : b === 'all' ? -1 : 0,
  )) {
    const f = (p: number) => percentile(list, p).toFixed(1);
    log(`| ${label === 'all' ? '**all**' : label} | ${list.length} | ${f(50)} | ${f(95)} | ${f(99)} |`);
  }
  log(
    `\nmatches counted per query (each kind capped at 200): ${[...hits.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  );
} finally {
  await database.close();
}
