/**
 * The enterprise demo's companies, every one named by its datasheet-demo key: groups over the datasheets'
 * fictional makers, and what the enterprise screens add to those makers (type, place, credit code, contacts).
 * Credit codes get their check character computed, so every one is valid and none is real.
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
