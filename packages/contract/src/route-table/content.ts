import { detail, group, kept, page } from './builders.ts';

export const application = group(
  '/application',
  '应用库',
  'Applications',
  { icon: 'AppstoreOutlined', redirect: '/application/list' },
  [
    detail('themedetail', '应用专题详情', 'Theme details'),
    page('theme', '应用专题', 'Application themes', kept),
    page('list', '应用列表', 'Application list', kept),
    page('type/list', '应用类型', 'Application types'),
    detail('type/detail', '应用类型详情', 'Application type details'),
    page('graph', '应用图谱', 'Application graph'),
    detail('v1/detail/:id', '应用详情', 'Application details'),
    page('classification_set', '分类设置', 'Classifications'),
    page('lack', '缺失应用', 'Missing applications'),
  ],
);

export const news = group('/news', '资讯管理', 'News', { icon: 'ReadOutlined', redirect: '/news/list' }, [
  page('list', '资讯列表', 'News list', kept),
  detail('details/:id', '资讯详情', 'News details'),
  page('type_list', '资讯分类', 'News types'),
  page('editor', '资讯编辑器', 'News editor'),
]);

export const expertService = group(
  '/expert_service',
  '专家服务',
  'Expert services',
  { icon: 'SolutionOutlined', noSubmenu: true },
  [
    page('list', '专家服务列表', 'Expert service list'),
    detail('detail', '专家服务详情', 'Expert service details'),
  ],
);

export const media = group('/media', '媒体管理', 'Media', { icon: 'PlaySquareOutlined' }, [
  group('live', '直播', 'Live streams', {}, [
    page('list', '直播列表', 'Live stream list'),
    detail('detail/:id', '直播详情', 'Live stream details'),
  ]),
  group('video', '视频', 'Videos', {}, [
    page('list', '视频列表', 'Video list'),
    detail('detail', '视频详情', 'Video details'),
    page('comment_list', '视频评论', 'Video comments'),
  ]),
  page('subject/list', '专题列表', 'Subjects'),
  group('image', '图片', 'Images', {}, [
    page('list', '图片列表', 'Image list'),
    detail('detail', '图片详情', 'Image details'),
  ]),
]);
