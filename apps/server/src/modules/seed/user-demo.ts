/**
 * Demo front-site users (/user): buyers and engineers of the plastics trade who signed up on the site, the mini
 * program, the app, from a business card or the learning platform; what they did on the site
 * (user-demo-activity.ts); their feedback, verification requests and privacy numbers; and the marks of what they
 * typed as company, company type and job title (user-demo-marks.ts). Written before the demands, which name these
 * users. Left alone when users already exist. The e-mail read log stays empty: it only ever records mail really
 * sent.
 */
import {
  businessCardResource,
  SiteUserSource,
  siteUserCheckResource,
  siteUserResource,
  siteUserVirtualPhoneResource,
  TagType,
  tagBindingResource,
  tagResource,
  UserCheckStatus,
  UserFeedbackStatus,
  userFeedbackResource,
} from '@console/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Tx } from '../../engine/index.ts';
import { familyTable } from '../../engine/index.ts';
import { DEMO_MARK } from './demo-data.ts';
import { writeUserActivityDemo } from './user-demo-activity.ts';
import { writeUserMarksDemo } from './user-demo-marks.ts';

const S = SiteUserSource;

/** name, phone, e-mail, company / type / title as typed, region, source, client, verified, days since sign-up. */
const demoUsers = [
  [
    '张伟',
    '13800138001',
    'zhangwei@gac-parts.cn',
    '中石化',
    '原料供应商',
    '采购经理',
    '广东广州',
    S.website,
    true,
    true,
    320,
  ],
  [
    '李娜',
    '13912345601',
    'lina@ningbo-mold.com',
    '宁波模塑',
    '注塑厂',
    '采购 经理',
    '浙江宁波',
    S.miniProgram,
    true,
    false,
    210,
  ],
  [
    '王强',
    '13700011122',
    'wq@kingfa-demo.cn',
    '金发',
    '改性厂',
    '研发工程师',
    '广东清远',
    S.app,
    false,
    true,
    150,
  ],
  ['刘洋', '18612340987', '', '中国石化', '原料供应商', '销售', '北京', S.website, false, false, 95],
  [
    '陈静',
    '13588886666',
    'chenjing@sz-precision.com',
    '苏州精密注塑',
    '注塑厂',
    '工程师',
    '江苏苏州',
    S.businessCard,
    true,
    false,
    60,
  ],
  [
    '赵磊',
    '13611112222',
    'zhaolei@learn-demo.cn',
    'Sinopec',
    '贸易商',
    '采购经理',
    '上海',
    S.learningPlatform,
    false,
    false,
    30,
  ],
  [
    '孙悦',
    '15000001234',
    'sunyue@auto-light.cn',
    '金发科技',
    '改性厂',
    '材料工程师',
    '湖北武汉',
    S.website,
    false,
    false,
    12,
  ],
  [
    '周杰',
    '13300009999',
    '',
    '长春汽车内饰件厂',
    '主机厂',
    '质量主管',
    '吉林长春',
    S.miniProgram,
    false,
    false,
    3,
  ],
] as const;

export async function writeUserDemo(tx: Tx, daysAgo: (n: number) => Date): Promise<void> {
  const users = familyTable(siteUserResource);
  if ((await tx.select({ id: users.id }).from(users).limit(1)).length > 0) return;
  const cards = familyTable(businessCardResource);
  const [card] = await tx.select({ id: cards.id }).from(cards).orderBy(asc(cards.id)).limit(1);

  // raw write (this whole function): demo rows loaded at the first start by no admin (no history, a bulk load)
  const inserted = await tx
    .insert(users)
    .values(
      demoUsers.map(
        (
          [name, phone, email, company, companyType, jobTitle, region, source, client, verified, days],
          i,
        ) => ({
          name,
          phone,
          email,
          company,
          company_type: companyType,
          job_title: jobTitle,
          region,
          source,
          is_client: client,
          verified,
          card_id: source === S.businessCard ? (card?.id ?? null) : null,
          external_id: source === S.learningPlatform ? `lp-demo-${i}` : '',
          registered_at: daysAgo(days),
          last_seen_at: daysAgo(Math.max(0, Math.floor(days / 10) - 1)),
          remark: `${DEMO_MARK}演示用户`,
        }),
      ),
    )
    .returning({ id: users.id });
  const id = (i: number) => inserted[i]?.id as number;
  const at = (n: number) => ({ created_at: daysAgo(n) });

  await writeUserActivityDemo(tx, daysAgo, id);
  // Feedback a signed-in user sent: the operations family, naming the account (it shows on the user's page).
  const named = (i: number) => ({
    user_id: id(i),
    user_name: demoUsers[i]?.[0] ?? '',
  });
  await tx.insert(familyTable(userFeedbackResource)).values([
    {
      ...named(1),
      category: 'data_error',
      content: '物性表 PA6 GF30 的缺口冲击单位好像写错了，应为 kJ/m²。',
      status: UserFeedbackStatus.open,
      ...at(3),
    },
    {
      ...named(0),
      category: 'feature',
      content: '希望下载的 PDF 能带上公司抬头。',
      status: UserFeedbackStatus.replied,
      reply: '已加入需求池，下个版本支持自定义抬头。',
      replied_at: daysAgo(8),
      ...at(10),
    },
  ]);
  await tx.insert(familyTable(siteUserCheckResource)).values([
    {
      user_id: id(1),
      kind: 'company',
      real_name: '李娜',
      company_name: '宁波模塑有限公司',
      credit_code: '',
      status: UserCheckStatus.waiting,
      ...at(2),
    },
    { user_id: id(6), kind: 'identity', real_name: '孙悦', status: UserCheckStatus.waiting, ...at(1) },
    {
      user_id: id(0),
      kind: 'company',
      real_name: '张伟',
      company_name: '中国石油化工股份有限公司',
      status: UserCheckStatus.approved,
      checked_at: daysAgo(300),
      ...at(301),
    },
    {
      user_id: id(3),
      kind: 'identity',
      real_name: '刘洋',
      status: UserCheckStatus.rejected,
      reject_reason: '身份证照片模糊，请重新上传',
      checked_at: daysAgo(80),
      ...at(82),
    },
  ]);
  await tx.insert(familyTable(siteUserVirtualPhoneResource)).values([
    {
      user_id: id(0),
      virtual_number: '17100001001',
      provider: '阿里云隐私号',
      purpose: '需求撮合回访',
      bound_at: daysAgo(10),
      expires_on: daysAgo(-20).toISOString().slice(0, 10),
    },
    {
      user_id: id(2),
      virtual_number: '17100001002',
      provider: '阿里云隐私号',
      purpose: '样品寄送联系',
      bound_at: daysAgo(40),
      expires_on: daysAgo(10).toISOString().slice(0, 10),
    },
    {
      user_id: id(4),
      virtual_number: '17100001003',
      provider: '腾讯云小号',
      purpose: '展会后跟进',
      bound_at: daysAgo(3),
      expires_on: daysAgo(-3).toISOString().slice(0, 10),
    },
  ]);

  await writeUserMarksDemo(
    tx,
    demoUsers.map((user) => ({ company: user[3], companyType: user[4], jobTitle: user[5] })),
  );

  // The demo tag of type user on the two client buyers.
  const tags = familyTable(tagResource);
  const [tag] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, TagType.USER), like(tags.name, `${DEMO_MARK}%`)))
    .limit(1);
  if (tag) {
    await tx
      .insert(familyTable(tagBindingResource))
      .values([0, 1].map((i) => ({ tag_id: tag.id, target_type: TagType.USER, target_id: id(i) })));
  }
}
