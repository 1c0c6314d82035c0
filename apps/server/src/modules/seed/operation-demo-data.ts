/** The operations demo's rows, in Chinese, about plastics (written by operation-demo.ts). */
import type { DemoPicture } from './demo-images.ts';

const day = (n: number) => n;

export const demoAds: {
  title: string;
  slot: string;
  picture: DemoPicture;
  link: string;
  from: number;
  to: number;
}[] = [
  {
    title: '2026 中国国际塑料展 · 展位预约',
    slot: 'home_banner',
    picture: 'news-fair',
    link: 'https://www.example.com/expo2026',
    from: day(-3),
    to: day(30),
  },
  {
    title: 'PA66 玻纤增强专场：耐热 240 °C 牌号集中上新',
    slot: 'home_banner',
    picture: 'pa66-tank',
    link: 'https://www.example.com/pa66-gf',
    from: day(-10),
    to: day(20),
  },
  {
    title: '阻燃 PC 选材指南免费下载',
    slot: 'search_top',
    picture: 'pc-housing',
    link: 'https://www.example.com/pc-fr-guide',
    from: day(-5),
    to: day(60),
  },
  {
    title: '新能源电池包材料周',
    slot: 'news_side',
    picture: 'battery-pack',
    link: 'https://www.example.com/battery-week',
    from: day(7),
    to: day(21),
  },
  {
    title: '春季 POM 齿轮专题',
    slot: 'sheet_detail',
    picture: 'pom-gear',
    link: 'https://www.example.com/pom-gear',
    from: day(-60),
    to: day(-30),
  },
];

export const demoBlocks: {
  page: string;
  block_key: string;
  name: string;
  description: string;
  enabled: boolean;
}[] = [
  { page: 'home', block_key: 'banner', name: '首页轮播', description: '首页顶部的轮播广告位', enabled: true },
  {
    page: 'home',
    block_key: 'hot_grades',
    name: '热门牌号',
    description: '近 7 天浏览最多的物性表',
    enabled: true,
  },
  {
    page: 'home',
    block_key: 'recommend_companies',
    name: '推荐企业',
    description: '取自「首页推荐企业」推荐位',
    enabled: true,
  },
  {
    page: 'home',
    block_key: 'application_cases',
    name: '应用案例',
    description: '最新上架的应用案例',
    enabled: true,
  },
  { page: 'home', block_key: 'latest_news', name: '行业资讯', description: '最新发布的资讯', enabled: true },
  {
    page: 'home',
    block_key: 'price_trend',
    name: '行情走势',
    description: '通用塑料价格走势图',
    enabled: false,
  },
  {
    page: 'datasheet',
    block_key: 'similar_grades',
    name: '相似牌号',
    description: '同类材料的替代牌号',
    enabled: true,
  },
  {
    page: 'datasheet',
    block_key: 'ul_cards',
    name: 'UL 黄卡',
    description: '牌号对应的 UL 黄卡信息',
    enabled: true,
  },
];

export const demoScenes = [
  {
    name: '新能源汽车电池包壳体',
    materials: 'PC/ABS 阻燃 V-0、PA66-GF30、SMC',
    description: '要求阻燃 V-0、耐冲击、尺寸稳定，兼顾轻量化与成本。',
  },
  {
    name: '5G 基站天线罩',
    materials: 'PPS、ASA、PC',
    description: '低介电损耗、耐候、抗紫外线，户外使用寿命 10 年以上。',
  },
  {
    name: '家电透明视窗',
    materials: 'PC、PMMA、透明 ABS',
    description: '高透光、耐刮擦、耐热水冲洗，适用于洗衣机与咖啡机。',
  },
  {
    name: '医用输液器件',
    materials: '医用 PP、PC、TPE',
    description: '符合医疗器械生物相容性要求，可伽马射线或环氧乙烷灭菌。',
  },
  {
    name: '户外充电桩外壳',
    materials: '耐候 ASA、PC/ASA、阻燃 PC',
    description: '耐候、阻燃、耐低温冲击，满足 IP54 防护设计。',
  },
];

export const demoFeedback = [
  {
    user_name: '赵工',
    contact: 'zhao@example.com',
    category: 'data_error',
    content: '某 PA66-GF30 牌号的热变形温度单位写成了 °F，数值应为 °C。',
    status: 0,
  },
  {
    user_name: '钱经理',
    contact: '13900001024',
    category: 'feature',
    content: '希望物性表对比能导出为 Excel，方便内部评审。',
    status: 1,
    reply: '已排期，预计下月上线导出功能，感谢建议。',
  },
  {
    user_name: '孙采购',
    contact: 'sun@example.com',
    category: 'bug',
    content: '手机端打开 UL 黄卡页面时表格显示不全。',
    status: 2,
    reply: '已修复移动端表格的横向滚动。',
    close_note: '用户确认已解决',
  },
  {
    user_name: '李工',
    contact: '',
    category: 'other',
    content: '能否增加回收料（PCR）牌号的筛选条件？',
    status: 0,
  },
];

export const demoLinks = [
  { kind: 0, name: '中国塑料加工工业协会', url: 'https://www.cppia.com.cn/' },
  { kind: 0, name: '中国合成树脂协会', url: 'https://www.csria.org.cn/' },
  { kind: 0, name: '全国塑料标准化技术委员会', url: 'https://www.sac.gov.cn/' },
  { kind: 1, name: '百度搜索资源平台', url: 'https://ziyuan.baidu.com/' },
  { kind: 1, name: 'Bing 网站管理员工具', url: 'https://www.bing.com/webmasters/' },
  { kind: 1, name: '360 站长平台', url: 'https://zhanzhang.so.com/' },
];

export const demoActivities = [
  {
    title: '2026 改性塑料创新大赛',
    kind: 'contest',
    place: '上海 · 国家会展中心',
    from: 20,
    status: 1,
    description: '<p>面向改性厂与终端企业征集轻量化、阻燃与回收料应用案例，评选结果在塑料展期间发布。</p>',
    awards: [
      { name: '金奖', prize: '奖金 5 万元及展会专题报道', quota: 1 },
      { name: '银奖', prize: '奖金 2 万元', quota: 2 },
      { name: '最佳应用奖', prize: '平台首页推荐 3 个月', quota: 3 },
    ],
  },
  {
    title: '阻燃材料选型沙龙 · 深圳站',
    kind: 'salon',
    place: '深圳 · 南山科技园',
    from: 9,
    status: 1,
    description: '<p>围绕 UL94 V-0、GWIT 与无卤阻燃体系，邀请材料厂与电器企业工程师交流选型经验。</p>',
    awards: [{ name: '幸运奖', prize: '阻燃材料样品包', quota: 10 }],
  },
  {
    title: '工程塑料线上研讨：PA66 的替代方案',
    kind: 'webinar',
    place: '线上直播',
    from: -14,
    status: 2,
    description: '<p>讨论 PA66 供应紧张时 PA6、PPA 与 PBT 的替代可行性与验证要点。</p>',
    awards: [],
  },
];

export const demoApplicants = [
  { name: '王建国', company: '华南电器配件厂', job_title: '研发经理', phone: '13800008000', status: 1 },
  { name: '李敏', company: '宁波汽配注塑', job_title: '材料工程师', phone: '13900005678', status: 0 },
  { name: '陈志强', company: '东莞精密连接器', job_title: '技术总监', phone: '13700001357', status: 0 },
  {
    name: '刘洋',
    company: '苏州家电结构件',
    job_title: '采购主管',
    phone: '13600002468',
    status: 2,
    review_note: '报名信息不完整',
  },
];

/** Display participants staff added to the contest's public list (marked as such). */
export const demoDisplayParticipants = [
  { name: '周工', company: '青岛新能源部件', job_title: '工艺工程师' },
  { name: '吴经理', company: '厦门改性材料', job_title: '销售经理' },
];

export const demoDocuments = [
  {
    title: 'PA66 玻纤增强材料选材指南',
    category: 'selection_guide',
    access: 'public',
    file: 'pa66-selection-guide',
    description: '按耐热、刚性与成本对比常见 PA66-GF 牌号。',
  },
  {
    title: '阻燃 PC 注塑工艺手册',
    category: 'processing',
    access: 'registered',
    file: 'pc-fr-processing',
    description: '干燥、料温、模温与常见缺陷排查。',
  },
  {
    title: 'UL 94 阻燃等级解读',
    category: 'standard',
    access: 'public',
    file: 'ul94-explained',
    description: 'HB、V-2、V-1、V-0 与 5VA 的测试方法和判定。',
  },
  {
    title: '2026 工程塑料市场年报',
    category: 'report',
    access: 'member',
    file: 'market-report-2026',
    description: '产能、价格与下游需求分析。',
  },
];

export const demoManualKeywords = [
  { word: '汽车轻量化', url: 'https://www.example.com/topic/lightweight' },
  { word: '无卤阻燃', url: 'https://www.example.com/topic/halogen-free' },
  { word: '玻纤增强', url: '' },
];

export const demoTrackingPages = [
  { name: '首页', path: '/', description: '平台首页' },
  { name: '物性表详情', path: '/datasheet/:dsno', description: '单个牌号的物性表页面' },
  { name: '搜索结果', path: '/search', description: '关键词与参数搜索结果' },
  { name: '企业详情', path: '/company/:id', description: '企业主页' },
];

export const demoTrackingPoints = [
  { page: '/', name: '首页轮播点击', code: 'home_banner_click', event: 'click', selector: '.home-banner a' },
  { page: '/datasheet/:dsno', name: '物性表浏览', code: 'ds_detail_view', event: 'view', selector: '' },
  {
    page: '/datasheet/:dsno',
    name: '物性表 PDF 下载',
    code: 'ds_pdf_download',
    event: 'download',
    selector: '.ds-pdf-download',
  },
  {
    page: '/datasheet/:dsno',
    name: '加入对比',
    code: 'ds_compare_add',
    event: 'click',
    selector: '.ds-compare-add',
  },
  { page: '/search', name: '提交搜索', code: 'search_submit', event: 'search', selector: 'form.search' },
  {
    page: '/company/:id',
    name: '联系企业',
    code: 'company_contact_click',
    event: 'click',
    selector: '.company-contact',
  },
  {
    page: '/company/:id',
    name: '分享企业主页',
    code: 'company_share',
    event: 'share',
    selector: '.share-button',
  },
];
