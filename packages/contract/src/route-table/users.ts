import { detail, group, page } from './builders.ts';

export const user = group('/user', '用户管理', 'Users', { icon: 'TeamOutlined' }, [
  group('view', '用户视图', 'User views', { icon: 'UserOutlined' }, [
    page('user', '用户列表', 'Users'),
    page('client', '客户用户', 'Client users'),
    page('bcard', '名片用户', 'Business-card users'),
    page('learning-platform', '学习平台用户', 'Learning-platform users'),
  ]),
  page('proposal', '提案', 'Proposals'),
  page('follow', '关注记录', 'Follows'),
  page('download', '下载记录', 'Downloads'),
  detail('detail', '用户详情', 'User details'),
  group('mark', '用户标记', 'User marks', {}, [
    page('company', '公司标记', 'Company marks'),
    page('company_type', '公司类型', 'Company types'),
    page('job_title', '职位', 'Job titles'),
  ]),
  page('share', '分享记录', 'Shares'),
  page('check', '认证审核', 'Verification checks'),
  page('subscribe', '订阅管理', 'Subscriptions'),
  page('notify', '通知管理', 'Notifications'),
  page('virtual_phone', '虚拟号码', 'Virtual phone numbers'),
  page('email_read_log', '邮件阅读记录', 'Email read log'),
]);

export const data = group('/data', '数据统计', 'Data', { icon: 'LineChartOutlined' }, [
  group('tracking', '埋点数据', 'Tracking data', {}, [
    page('overview', '埋点概览', 'Tracking overview'),
    page('list', '埋点明细', 'Tracking events'),
  ]),
  group('product', '产品数据', 'Product analytics', {}, [
    page('bo_score/list', '商机评分', 'Business-opportunity scores'),
    page('retention', '留存分析', 'Retention'),
    page('page_tracking', '页面追踪', 'Page tracking'),
    page('active_slot', '活跃时段', 'Active time slots'),
    page('search_list', '搜索记录', 'Search log'),
    page('user_session_search', '会话搜索', 'Session search'),
    page('find_supple_list', '找供应记录', 'Supply search log'),
    page('super_ds', '超级物性表', 'Super datasheet'),
    page('v2_demand', '需求数据', 'Demand statistics'),
    page('docs', '文档数据', 'Document statistics'),
    page('compare', '对比数据', 'Comparison statistics'),
    page('opportunity', '商机数据', 'Opportunity statistics'),
    page('sharing', '分享数据', 'Sharing statistics'),
    page('ai_analysis', 'AI 分析', 'AI analysis'),
  ]),
]);

export const analysis = group(
  '/analysis',
  '数据分析',
  'Analysis',
  // The spec's misspelling of "dashboard" is the real path, kept so existing links and authorities match.
  { icon: 'BarChartOutlined', redirect: '/analysis/dashborad' },
  [
    page('counting', '计数统计', 'Counting'),
    page('dashborad', '分析看板', 'Analysis dashboard'),
    page('data-list', '数据列表', 'Data list'),
    page('customize-user-analysis', '自定义用户分析', 'Custom user analysis'),
  ],
);

export const email = group(
  '/email',
  '邮件推广',
  'Email promotion',
  { icon: 'MailOutlined', noSubmenu: true },
  [page('list', '邮件列表', 'Email list')],
);

export const payment = group(
  '/payment',
  '支付统计',
  'Payments',
  { icon: 'WalletOutlined', noSubmenu: true },
  [page('wechat/count', '微信支付统计', 'WeChat payment statistics')],
);
