/**
 * The enterprise demo's factories, by their company's datasheet-demo key: the factory libraries (types, special
 * tags, foundry models, equipment types) and each factory with its equipment and reputation.
 */

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
