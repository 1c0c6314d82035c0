/**
 * The enterprise demo as plain data, every company named by its datasheet-demo key: groups over the
 * datasheets' fictional makers, what the enterprise screens add to those makers (type, place, credit code,
 * contacts), their factories with equipment and reputation, colleagues, clients and network-expansion
 * requests. Credit codes get their check character computed, so every one is valid and none is real.
 */

export interface GroupSpec {
  name_zh: string;
  name_en: string;
  country: string;
  website: string;
  description: string;
  members: readonly string[];
}

export const groups: readonly GroupSpec[] = [
  {
    name_zh: '华瑞控股集团',
    name_en: 'Huarui Holding Group',
    country: '中国',
    website: 'https://example-huarui-group.com',
    description: '<p>以工程塑料改性为核心的材料集团，旗下有华瑞新材与天润高分子两家企业。</p>',
    members: ['huarui', 'tianrun'],
  },
  {
    name_zh: '金鹏实业集团',
    name_en: 'Jinpeng Industrial Group',
    country: '中国',
    website: 'https://example-jinpeng-group.com',
    description: '<p>从树脂聚合到改性造粒的一体化集团。</p>',
    members: ['jinpeng', 'fengyuan', 'mingda'],
  },
  {
    name_zh: '诺德维克控股',
    name_en: 'Nordvik Holding AG',
    country: '德国',
    website: 'https://example-nordvik-holding.com',
    description: '<p>欧洲工程塑料集团，在德国与波兰设有生产基地。</p>',
    members: ['nordvik', 'vistula'],
  },
];

export interface CompanyExtra {
  type: 'manufacturer' | 'distributor' | 'compounder' | 'moulder' | 'trader';
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  /** First 17 characters of the credit code (mainland companies only); the check character is computed. */
  credit17?: string;
  contacts: readonly { name: string; role: string; phone: string; email: string }[];
  description: string;
}

export const companyExtras: Readonly<Record<string, CompanyExtra>> = {
  huarui: {
    type: 'compounder',
    region: '江苏省苏州市',
    address: '苏州工业园区金鸡湖大道 88 号',
    latitude: 31.2989,
    longitude: 120.7263,
    credit17: '91320594MA1X7HR01',
    contacts: [
      { name: '王磊', role: '销售部经理', phone: '0512-6688 1201', email: 'sales@example-huarui.com' },
      { name: '陈静', role: '技术服务', phone: '0512-6688 1230', email: 'tech@example-huarui.com' },
    ],
    description: '<p>专注 PA、PBT 增强阻燃改性，汽车与电子电气客户为主。</p>',
  },
  jinpeng: {
    type: 'manufacturer',
    region: '浙江省宁波市',
    address: '宁波石化经济技术开发区海天路 16 号',
    latitude: 29.9706,
    longitude: 121.6911,
    credit17: '91330211MA2H8JP02',
    contacts: [
      { name: '周航', role: '市场部', phone: '0574-8612 3300', email: 'market@example-jinpeng.com' },
    ],
    description: '<p>PA66、PC、ABS 与 PP 树脂生产商。</p>',
  },
  tianrun: {
    type: 'compounder',
    region: '广东省东莞市',
    address: '东莞市松山湖高新区科技九路 5 号',
    latitude: 22.9278,
    longitude: 113.8869,
    credit17: '91441900MA4W5TR03',
    contacts: [
      { name: '李敏', role: '客户经理', phone: '0769-2289 0011', email: 'service@example-tianrun.com' },
    ],
    description: '<p>面向家电与消费电子的改性材料企业。</p>',
  },
  mingda: {
    type: 'compounder',
    region: '江苏省常州市',
    address: '常州市新北区长江北路 1200 号',
    latitude: 31.8561,
    longitude: 119.9741,
    credit17: '91320411MA1MD0004',
    contacts: [],
    description: '<p>PP、ABS 改性与色母粒。</p>',
  },
  fengyuan: {
    type: 'trader',
    region: '上海市',
    address: '上海市浦东新区张杨路 500 号 18 楼',
    latitude: 31.2304,
    longitude: 121.5216,
    credit17: '91310115MA1FY0005',
    contacts: [{ name: '赵倩', role: '采购', phone: '021-5888 7766', email: 'buy@example-fengyuan.com' }],
    description: '<p>工程塑料分销与贸易，华东仓储配送。</p>',
  },
  yuntai: {
    type: 'distributor',
    region: '山东省青岛市',
    address: '青岛市黄岛区江山中路 77 号',
    latitude: 35.9601,
    longitude: 120.1986,
    credit17: '91370211MA3YT0006',
    contacts: [],
    description: '<p>化工原料与工程塑料分销商。</p>',
  },
  baixue: {
    type: 'moulder',
    region: '江苏省苏州市',
    address: '苏州市吴中区胥口镇孙武路 9 号',
    latitude: 31.2336,
    longitude: 120.4756,
    credit17: '91320506MA1BX0007',
    contacts: [{ name: '孙强', role: '厂长', phone: '0512-6620 4455', email: 'plant@example-baixue.com' }],
    description: '<p>精密注塑件与二次加工。</p>',
  },
  nordvik: {
    type: 'manufacturer',
    region: 'Nordrhein-Westfalen',
    address: 'Industriestraße 12, 47829 Krefeld',
    latitude: 51.3388,
    longitude: 6.5853,
    contacts: [
      {
        name: 'Jonas Weber',
        role: 'Sales Asia',
        phone: '+49 2151 880 100',
        email: 'asia@example-nordvik.com',
      },
    ],
    description: '<p>PA、PBT 与 POM 工程塑料生产商。</p>',
  },
  kestrel: {
    type: 'manufacturer',
    region: 'Ohio',
    address: '400 Polymer Way, Akron, OH 44308',
    latitude: 41.0814,
    longitude: -81.519,
    contacts: [],
    description: '<p>北美 PA66 与 PC 树脂生产商。</p>',
  },
  sakuragawa: {
    type: 'manufacturer',
    region: '大阪府',
    address: '大阪市此花区島屋 1-1',
    latitude: 34.6828,
    longitude: 135.4347,
    contacts: [],
    description: '<p>PA66、PBT、POM 与 PPS。</p>',
  },
};

export interface FactorySpec {
  company: string;
  name: string;
  type: string;
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  area: number;
  capacity: number;
  certifications: string;
  specialTags: readonly string[];
  foundryModels: readonly string[];
  attributes: readonly { name: string; value: string; unit: string }[];
  equipment: readonly {
    type: string;
    second: string;
    brand: string;
    model: string;
    count: number;
    year: number;
  }[];
  reputation: readonly { source: string; score: number; remark: string; daysAgo: number }[];
}

export const factoryTypes = ['改性造粒厂', '聚合工厂', '注塑工厂', '仓储中心'] as const;
export const specialTags = ['汽车级', '医疗级', '阻燃专线', '食品接触'] as const;
export const foundryModels = ['OEM 代工', '来料加工', 'ODM 设计代工'] as const;
export const equipmentTypes: Readonly<Record<string, readonly string[]>> = {
  挤出机: ['同向平行双螺杆', '单螺杆'],
  注塑机: ['卧式注塑机', '立式注塑机'],
  检测设备: ['万能材料试验机', '熔融指数仪', '热变形维卡测试仪'],
};

export const factories: readonly FactorySpec[] = [
  {
    company: 'huarui',
    name: '华瑞苏州改性工厂',
    type: '改性造粒厂',
    region: '江苏省苏州市',
    address: '苏州工业园区唯亭镇青丘街 18 号',
    latitude: 31.3698,
    longitude: 120.8457,
    area: 42000,
    capacity: 60000,
    certifications: 'ISO 9001, IATF 16949, ISO 14001',
    specialTags: ['汽车级', '阻燃专线'],
    foundryModels: ['OEM 代工', '来料加工'],
    attributes: [
      { name: '造粒线', value: '12', unit: '条' },
      { name: '实验室面积', value: '1500', unit: 'm²' },
      { name: '员工人数', value: '380', unit: '人' },
    ],
    equipment: [
      {
        type: '挤出机',
        second: '同向平行双螺杆',
        brand: 'Coperion',
        model: 'ZSK 70 Mc18',
        count: 6,
        year: 2019,
      },
      {
        type: '挤出机',
        second: '同向平行双螺杆',
        brand: '科倍隆南京',
        model: 'CTE 65',
        count: 6,
        year: 2021,
      },
      { type: '检测设备', second: '万能材料试验机', brand: 'Zwick', model: 'Z050', count: 2, year: 2020 },
      { type: '检测设备', second: '熔融指数仪', brand: 'Instron', model: 'MF20', count: 3, year: 2018 },
    ],
    reputation: [
      { source: '客户审核', score: 92, remark: '汽车主机厂二方审核通过', daysAgo: 120 },
      { source: '平台评估', score: 88, remark: '交付准时率 97 %', daysAgo: 30 },
    ],
  },
  {
    company: 'huarui',
    name: '华瑞南通基地',
    type: '改性造粒厂',
    region: '江苏省南通市',
    address: '南通经济技术开发区通盛大道 200 号',
    latitude: 31.9802,
    longitude: 120.9745,
    area: 26000,
    capacity: 30000,
    certifications: 'ISO 9001',
    specialTags: ['阻燃专线'],
    foundryModels: ['来料加工'],
    attributes: [{ name: '造粒线', value: '6', unit: '条' }],
    equipment: [
      { type: '挤出机', second: '同向平行双螺杆', brand: 'Leistritz', model: 'ZSE 75', count: 4, year: 2022 },
      { type: '检测设备', second: '热变形维卡测试仪', brand: 'Ceast', model: 'HV3', count: 1, year: 2022 },
    ],
    reputation: [{ source: '平台评估', score: 81, remark: '新基地，产能爬坡中', daysAgo: 15 }],
  },
  {
    company: 'jinpeng',
    name: '金鹏宁波聚合工厂',
    type: '聚合工厂',
    region: '浙江省宁波市',
    address: '宁波石化经济技术开发区海天路 16 号',
    latitude: 29.9706,
    longitude: 121.6911,
    area: 180000,
    capacity: 200000,
    certifications: 'ISO 9001, ISO 14001, ISO 45001',
    specialTags: ['食品接触'],
    foundryModels: [],
    attributes: [
      { name: 'PA66 聚合装置', value: '2', unit: '套' },
      { name: '储罐容量', value: '30000', unit: 'm³' },
    ],
    equipment: [
      { type: '挤出机', second: '单螺杆', brand: 'Kobelco', model: 'LCM 200', count: 2, year: 2016 },
      { type: '检测设备', second: '熔融指数仪', brand: 'Göttfert', model: 'MI-4', count: 2, year: 2017 },
    ],
    reputation: [{ source: '行业协会', score: 90, remark: '年度优秀供应商', daysAgo: 200 }],
  },
  {
    company: 'baixue',
    name: '百雪吴中注塑厂',
    type: '注塑工厂',
    region: '江苏省苏州市',
    address: '苏州市吴中区胥口镇孙武路 9 号',
    latitude: 31.2336,
    longitude: 120.4756,
    area: 15000,
    capacity: 8000,
    certifications: 'ISO 9001, ISO 13485',
    specialTags: ['医疗级'],
    foundryModels: ['OEM 代工', 'ODM 设计代工'],
    attributes: [
      { name: '洁净车间', value: '10 万级', unit: '' },
      { name: '最大锁模力', value: '650', unit: 't' },
    ],
    equipment: [
      { type: '注塑机', second: '卧式注塑机', brand: '海天', model: 'MA 2500', count: 24, year: 2020 },
      { type: '注塑机', second: '立式注塑机', brand: 'Engel', model: 'insert 130V', count: 4, year: 2021 },
    ],
    reputation: [{ source: '客户审核', score: 86, remark: '医疗器械客户年度审核', daysAgo: 60 }],
  },
  {
    company: 'nordvik',
    name: 'Nordvik Werk Krefeld',
    type: '聚合工厂',
    region: 'Nordrhein-Westfalen',
    address: 'Industriestraße 12, 47829 Krefeld',
    latitude: 51.3388,
    longitude: 6.5853,
    area: 95000,
    capacity: 120000,
    certifications: 'ISO 9001, IATF 16949, ISO 50001',
    specialTags: ['汽车级'],
    foundryModels: [],
    attributes: [{ name: 'Compounding lines', value: '9', unit: '' }],
    equipment: [
      {
        type: '挤出机',
        second: '同向平行双螺杆',
        brand: 'Coperion',
        model: 'ZSK 92 Mc18',
        count: 9,
        year: 2018,
      },
    ],
    reputation: [],
  },
];

export const colleagues: readonly {
  company: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  wechat: string;
}[] = [
  {
    company: 'huarui',
    name: '王磊',
    title: '销售部经理',
    phone: '138 0000 1201',
    email: 'wanglei@example-huarui.com',
    wechat: 'hr_wanglei',
  },
  {
    company: 'huarui',
    name: '陈静',
    title: '应用工程师',
    phone: '138 0000 1230',
    email: 'chenjing@example-huarui.com',
    wechat: '',
  },
  {
    company: 'jinpeng',
    name: '周航',
    title: '市场总监',
    phone: '139 0000 3300',
    email: 'zhouhang@example-jinpeng.com',
    wechat: 'jp_zhou',
  },
  {
    company: 'baixue',
    name: '孙强',
    title: '厂长',
    phone: '137 0000 4455',
    email: 'sunqiang@example-baixue.com',
    wechat: '',
  },
  {
    company: 'nordvik',
    name: 'Jonas Weber',
    title: 'Sales Manager Asia',
    phone: '+49 2151 880 100',
    email: 'j.weber@example-nordvik.com',
    wechat: '',
  },
];

export const clients: readonly {
  company: string;
  stage: 'lead' | 'contacted' | 'negotiating' | 'signed' | 'lost';
  nextInDays: number | null;
  notes: readonly { daysAgo: number; content: string }[];
}[] = [
  {
    company: 'huarui',
    stage: 'signed',
    nextInDays: 14,
    notes: [
      { daysAgo: 40, content: '签订年度物性库会员，开通 20 个牌号的数据托管。' },
      { daysAgo: 5, content: '回访：希望增加 UL 黄卡的自动同步。' },
    ],
  },
  {
    company: 'tianrun',
    stage: 'negotiating',
    nextInDays: 3,
    notes: [{ daysAgo: 7, content: '报价已发，等待对方采购确认。' }],
  },
  {
    company: 'baixue',
    stage: 'contacted',
    nextInDays: 10,
    notes: [{ daysAgo: 12, content: '展会上交换名片，约了线上演示。' }],
  },
  { company: 'yuntai', stage: 'lead', nextInDays: null, notes: [] },
];

/** Requests as users wrote them; two still waiting (the top bar's badge), one accepted, one declined. */
export const networkRequests: readonly {
  user_name: string;
  company_name: string;
  target: string;
  remark: string;
  status: 0 | 1 | 2;
  daysAgo: number;
  note?: string;
  reason?: string;
}[] = [
  {
    user_name: '李经理',
    company_name: '宁波注塑科技有限公司',
    target: 'huarui',
    remark: '推广阻燃 HIPS 与 PP 改性料，希望安排一次技术交流。',
    status: 0,
    daysAgo: 2,
  },
  {
    user_name: '何总',
    company_name: '常州新材料有限公司',
    target: 'nordvik',
    remark: '主推 PC/PBT 合金及阻燃 PA6，寻找二级供应商合作。',
    status: 0,
    daysAgo: 3,
  },
  {
    user_name: '马经理',
    company_name: '天津医用塑料制品有限公司',
    target: 'baixue',
    remark: '寻找医疗器械 PC 注塑代工厂。',
    status: 1,
    daysAgo: 9,
    note: '已介绍给百雪厂长孙强，双方进入样品阶段。',
  },
  {
    user_name: '刘女士',
    company_name: '个人用户',
    target: 'kestrel',
    remark: '想要对方采购负责人的私人电话。',
    status: 2,
    daysAgo: 12,
    reason: '平台不提供个人联系方式，请通过企业官方渠道联系。',
  },
];

/** Makers' names as imported documents spelled them: a few already mapped, the rest waiting for a decision. */
export const companyOrigins: readonly { raw: string; company?: string; seen: number; source: string }[] = [
  { raw: 'Huarui Adv. Materials', company: 'huarui', seen: 42, source: 'TDS 导入 2025-03' },
  { raw: 'HUARUI NEW MATERIAL CO LTD', seen: 17, source: 'UL 黄卡同步' },
  { raw: '金鹏塑料', seen: 23, source: '供应商报价单' },
  { raw: 'Nordvik Polymere', seen: 31, source: 'TDS 导入 2025-05' },
  { raw: 'Kestrel Polymer Inc', seen: 9, source: 'TDS 导入 2025-05' },
  { raw: '樱川树脂', company: 'sakuragawa', seen: 12, source: '物性表 PDF' },
  { raw: 'Tianrun Polymer', seen: 6, source: '物性表 PDF' },
  { raw: 'ABC Trading (HK) Ltd', seen: 2, source: '供应商报价单' },
];
