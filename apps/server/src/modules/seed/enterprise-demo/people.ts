/**
 * The people around the enterprise demo's companies: colleagues, clients, network-expansion requests, and the
 * makers' names as imported documents spelled them.
 */

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
