import { detail, group, page } from './builders.ts';

export const operation = group('/operation', '运营管理', 'Operations', { icon: 'NotificationOutlined' }, [
  page('customize_pd_scene', '定制产品场景', 'Custom product scenes'),
  page('user_feedback', '用户反馈', 'User feedback'),
  page('advertisement', '广告管理', 'Advertisements'),
  page('show_control', '展示控制', 'Display control'),
  page('multiple_show_control', '批量展示控制', 'Batch display control'),
  detail('multiple_show_control_details', '批量展示控制详情', 'Batch display control details'),
  page('recommend_company_list', '推荐企业', 'Recommended companies'),
  detail('recommend_company_details', '推荐企业详情', 'Recommended company details'),
  page('qrcode', '二维码管理', 'QR codes'),
  page('link/0', '友情链接', 'Friendly links'),
  page('link/1', '搜索引擎链接', 'Search-engine links'),
  group('activity', '活动管理', 'Activities', {}, [
    page('list', '活动列表', 'Activity list'),
    detail('details', '活动详情', 'Activity details'),
    page('apply', '活动报名', 'Activity applications'),
  ]),
  group('portal', '门户管理', 'Portals', {}, [
    page('list', '门户列表', 'Portal list'),
    detail('details/:id', '门户详情', 'Portal details'),
  ]),
  group('demand', '需求管理', 'Demands', {}, [
    page('list', '需求列表', 'Demand list'),
    detail('details/:id', '需求详情', 'Demand details'),
  ]),
  group('docs', '文档管理', 'Documents', {}, [
    page('list', '文档列表', 'Document list'),
    detail('details', '文档详情', 'Document details'),
  ]),
  group('keyword', '关键词管理', 'Keywords', {}, [
    page('list', '关键词列表', 'Keyword list'),
    detail('details/:id', '关键词详情', 'Keyword details'),
  ]),
  group('tracking', '埋点管理', 'Tracking', {}, [
    page('list', '埋点列表', 'Tracking list'),
    page('page', '页面埋点', 'Page tracking'),
  ]),
  page('sitemap', '站点地图', 'Sitemap'),
  page('comment', '评论管理', 'Comments'),
]);

export const purchase = group('/purchase', '采购管理', 'Purchasing', { icon: 'ShoppingCartOutlined' }, [
  group('link', '采购链接', 'Purchase links', {}, [
    page('list', '采购链接列表', 'Purchase link list'),
    detail('details/:id', '采购链接详情', 'Purchase link details'),
  ]),
  group('requirement', '采购需求', 'Purchase requirements', {}, [
    page('list', '采购需求列表', 'Requirement list'),
    detail('details', '采购需求详情', 'Requirement details'),
  ]),
]);

export const price = group(
  '/price',
  '价格管理',
  'Prices',
  { icon: 'MoneyCollectOutlined', redirect: '/price/bid' },
  [
    page('bid', '行情报价', 'Bids'),
    page('quote/list', '报价列表', 'Quotes'),
    page('quote/add', '新增报价', 'Add quote'),
  ],
);

export const customer = group('/customer', '客户管理', 'Customers', { icon: 'IdcardOutlined' }, [
  group('bcard', '名片管理', 'Business cards', {}, [
    page('list', '名片列表', 'Business card list'),
    page('cache', '名片暂存', 'Card cache'),
  ]),
]);

export const v2Demand = group('/v2_demand', '需求中心', 'Demand center', { icon: 'FileSearchOutlined' }, [
  page('check/list', '需求审核', 'Demand review'),
  page('second_classification', '需求二级分类', 'Demand sub-classifications'),
  detail('check/detail', '需求审核详情', 'Demand review details'),
  page('send_message', '站内信推送', 'Push messages'),
  page('follow', '需求跟进', 'Demand follow-ups'),
  page('business/list', '商机列表', 'Business opportunities'),
  detail('business/details', '商机详情', 'Business opportunity details'),
  page('business/payment', '商机付费', 'Opportunity payments'),
]);

// Hidden group (spec): reached from the navbar's SaaS entry and proposal tile.
export const saas = group('/saas', '企业SaaS', 'Enterprise SaaS', { icon: 'CloudOutlined', hidden: true }, [
  page('enter', '企业入驻', 'Onboarding'),
  page('enterprise', 'SaaS 企业', 'SaaS enterprises'),
  detail('enterprise/detail', 'SaaS 企业详情', 'SaaS enterprise details'),
  page('user', 'SaaS 用户', 'SaaS users'),
  page('proposal', '提案', 'Proposals'),
  page('supply_check', '供应审核', 'Supply checks'),
]);
