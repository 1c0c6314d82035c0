import { ProposalSource, ProposalStatus } from '@console/contract';

/**
 * Demonstration rows seeded with the first admin (unless SEED_DEMO=0), so a newcomer sees the counters and
 * screens at work. Every row is flagged `is_demo` and its title or text starts with 【演示】.
 */
export const DEMO_MARK = '【演示】';

/** A demo article's rich text: its paragraphs, and an illustration after them when given. */
export const demoRichText = (paragraphs: string[], image?: string) =>
  [
    ...paragraphs.map((p) => `<p>${p}</p>`),
    ...(image ? [`<p><img src="${image}" alt="示意图"></p>`] : []),
  ].join('');

const { waiting, accepted, rejected } = ProposalStatus;

export const demoProposals = [
  {
    source: ProposalSource.saas,
    status: waiting,
    title: 'PA66 GF30 替代料方案',
    content: '现用 PA66 GF30 做进气歧管，希望评估国产替代牌号：拉伸强度 ≥ 180 MPa，热变形温度 ≥ 240 ℃。',
    companyName: '演示·华东汽车零部件有限公司',
    userName: '张工',
  },
  {
    source: ProposalSource.saas,
    status: waiting,
    title: 'PC/ABS 无卤阻燃 V-0 方案',
    content: '笔记本外壳需通过 UL94 V-0（1.5 mm），要求无卤阻燃，缺口冲击强度不低于 40 kJ/m²。',
    companyName: '演示·深圳精密电子有限公司',
    userName: '陈经理',
  },
  {
    source: ProposalSource.saas,
    status: waiting,
    title: 'PP LGF40 长玻纤料询价',
    content: '仪表板骨架用 PP 长玻纤增强料，月用量约 20 吨，请推荐牌号并给出价格区间。',
    companyName: '演示·长春汽车内饰件厂',
    userName: '王采购',
  },
  {
    source: ProposalSource.saas,
    status: waiting,
    title: 'POM 齿轮料耐磨改性',
    content: '打印机齿轮磨损偏快，考虑 POM 加 PTFE 或硅酮改性，需对比摩擦系数与尺寸稳定性。',
    companyName: '演示·苏州办公设备有限公司',
    userName: '刘工',
  },
  {
    source: ProposalSource.saas,
    status: accepted,
    title: 'ABS 电镀级牌号推荐',
    content: '卫浴面板电镀件，要求电镀附着力好、流动性高，已确认采用推荐牌号试模。',
    companyName: '演示·厦门卫浴配件有限公司',
    userName: '黄经理',
  },
  {
    source: ProposalSource.saas,
    status: accepted,
    title: 'PBT 光纤套管料物性对比',
    content: '对比三家 PBT 套管料的结晶速度与耐水解性能，已出具对比表。',
    companyName: '演示·武汉光通信材料有限公司',
    userName: '周工',
  },
  {
    source: ProposalSource.saas,
    status: rejected,
    title: 'TPU 薄膜级透明料咨询',
    content: '需求为医用级透明 TPU 薄膜，超出平台当前合作供应商范围。',
    companyName: '演示·杭州医疗耗材有限公司',
    userName: '吴经理',
  },
  {
    source: ProposalSource.user,
    status: waiting,
    title: '希望增加 PPS 耐高温牌号对比',
    content: '做汽车水泵叶轮选材，希望能把几家 PPS GF40 放在一张表里比较长期耐热。',
    userName: '演示用户·赵先生',
  },
  {
    source: ProposalSource.user,
    status: waiting,
    title: '物性表单位换算（psi / MPa）',
    content: '北美牌号的物性表多用 psi，建议在物性表页面提供一键换算。',
    userName: '演示用户·孙女士',
  },
  {
    source: ProposalSource.user,
    status: waiting,
    title: '建议开放 UL 黄卡批量下载',
    content: '认证资料整理时需要一次下载多个牌号的 UL 黄卡。',
    userName: '演示用户·钱工',
  },
  {
    source: ProposalSource.user,
    status: accepted,
    title: '搜索结果按熔融指数排序',
    content: '注塑选材时常按 MFR 筛选，希望搜索结果可按熔融指数排序。',
    userName: '演示用户·郑工',
  },
  {
    source: ProposalSource.user,
    status: rejected,
    title: '增加 PEEK 每日价格走势',
    content: 'PEEK 成交稀少，无法提供可靠的每日价格。',
    userName: '演示用户·冯先生',
  },
] as const;

export const demoNetworkExpansion = [
  {
    status: waiting,
    userName: '李经理',
    companyName: '演示·宁波注塑科技有限公司',
    targetCompany: '华南地区家电整机厂采购部',
    remark: '推广阻燃 HIPS 与 PP 改性料，希望安排一次技术交流。',
  },
  {
    status: waiting,
    userName: '何总',
    companyName: '演示·常州新材料有限公司',
    targetCompany: '新能源汽车电池包壳体供应商',
    remark: '主推 PC/PBT 合金及阻燃 PA6，寻找二级供应商合作。',
  },
  {
    status: accepted,
    userName: '马经理',
    companyName: '演示·天津医用塑料制品有限公司',
    targetCompany: '医疗器械 PC 注塑代工厂',
    remark: '已完成对接，双方进入样品阶段。',
  },
] as const;

/** Three videos, eight comments; `isCheck` 0 = waiting for review (five of them). */
export const demoVideos = [
  {
    title: '注塑工艺参数优化：减少 PA66 制品翘曲',
    comments: [
      {
        userName: '演示用户·注塑老王',
        content: '模温设到 80 ℃ 以后翘曲明显小了，保压时间多少合适？',
        isCheck: 0,
      },
      { userName: '演示用户·小林', content: '玻纤取向那一段讲得很清楚。', isCheck: 1 },
      { userName: '演示用户·阿强', content: '能不能出一期 PA6 和 PA66 收缩率对比？', isCheck: 0 },
    ],
  },
  {
    title: '改性塑料入门：玻纤增强原理',
    comments: [
      { userName: '演示用户·材料新人', content: '短玻纤和长玻纤的冲击强度差别有多大？', isCheck: 0 },
      { userName: '演示用户·陈工', content: '偶联剂部分建议再展开讲讲。', isCheck: 0 },
      { userName: '演示用户·老周', content: '讲得通俗易懂，已转给同事。', isCheck: 1 },
    ],
  },
  {
    title: 'UL94 阻燃测试现场演示',
    comments: [
      { userName: '演示用户·品质部', content: '5VA 的测试条件能补充一下吗？', isCheck: 0 },
      { userName: '演示用户·Lily', content: '样条厚度对结果影响很大，视频里说明了，赞。', isCheck: 1 },
    ],
  },
] as const;

/** A limited menu role for trying the permission screens: news and video content only. */
export const demoLayoutRole = {
  name: '内容编辑 (演示)',
  description: '演示数据：只能看到资讯与视频相关菜单的内容编辑角色。',
  paths: ['/news', '/news/list', '/media', '/media/video', '/media/video/list', '/media/video/comment_list'],
} as const;
