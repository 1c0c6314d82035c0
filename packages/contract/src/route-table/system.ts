import { detail, group, page } from './builders.ts';

export const configuration = group(
  '/configuration',
  '系统配置',
  'Configuration',
  { icon: 'SettingOutlined' },
  [
    page('tags', '标签库', 'Tag library', { icon: 'TagsOutlined' }),
    page('keys', '键值配置', 'Keys', { icon: 'KeyOutlined' }),
    group('auth', '权限管理', 'Permissions', { icon: 'SafetyOutlined' }, [
      page('user', '管理员', 'Admin users'),
      page('layout/role', '菜单角色', 'Layout roles'),
      detail('layout/role_details', '菜单角色详情', 'Layout role details'),
      page('layout/authority', '菜单权限', 'Layout authorities'),
      detail('layout/authority_detail', '菜单权限详情', 'Layout authority details'),
      page('api/role', '接口角色', 'API roles'),
      detail('api/role_details', '接口角色详情', 'API role details'),
      page('api/authority', '接口权限', 'API authorities'),
      detail('api/auth_details', '接口权限详情', 'API authority details'),
    ]),
    group('router', '路由管理', 'Routes', { icon: 'BranchesOutlined' }, [
      page('list', '路由列表', 'Route list'),
      detail('details/:id', '路由详情', 'Route details'),
    ]),
    page('cache/remote_rules', '远程缓存规则', 'Remote cache rules', { icon: 'ClusterOutlined' }),
  ],
);

// Reached only from the navbar's access-log button, so neither the group nor its page is in the sidebar.
export const monitor = group('/monitor', '监控', 'Monitoring', { icon: 'MonitorOutlined', hidden: true }, [
  detail('admin', '访问日志', 'Access log'),
  detail('personal_data', '个人信息查看记录', 'Personal data views'),
]);

// Hidden group (spec): opened from the navbar's AI chat entry.
export const ai = group('/ai', 'AI 助手', 'AI assistant', { icon: 'RobotOutlined', hidden: true }, [
  page('chat', 'AI 对话', 'AI chat'),
]);
