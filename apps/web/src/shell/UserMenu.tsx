import {
  ApiOutlined,
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { logOut } from '../stores/session.ts';
import { useUserStore } from '../stores/user.ts';
import { defaultAvatar, Picture } from './Picture.tsx';

export function UserMenu() {
  const t = useT();
  const navigate = useGoTo();
  const queryClient = useQueryClient();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  const avatar = useUserStore((s) => s.avatar);
  const displayName = useUserStore((s) => s.name || s.username);

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: <span data-testid="menu-home">{t('menuHome')}</span> },
    {
      key: 'profile',
      icon: <UserOutlined />,
      label: <span data-testid="menu-profile">{t('menuProfile')}</span>,
    },
    {
      key: 'api-docs',
      icon: <ApiOutlined />,
      label: <span data-testid="menu-api-docs">{t('menuApiDocs')}</span>,
    },
    {
      key: 'locale',
      icon: <TranslationOutlined />,
      label: <span data-testid="menu-locale">{t('menuLocale')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="menu-logout">{t('menuLogout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'home') navigate('/');
    else if (key === 'profile') navigate('/profile');
    else if (key === 'api-docs') navigate('/api-docs');
    else if (key === 'locale') setLocale(locale === 'zh' ? 'en' : 'zh');
    else if (key === 'logout') {
      await logOut();
      queryClient.clear();
      navigate('/login', { replace: true });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      {/* On a narrow bar only the avatar shows (navbar.css): the name stays in the native tooltip. */}
      <button type="button" className="navbar__user" data-testid="user-menu" title={displayName}>
        <Avatar size={30} src={<Picture src={avatar} fallback={defaultAvatar} />} />
        <span className="navbar__user-name">{displayName}</span>
        <DownOutlined className="navbar__user-caret" />
      </button>
    </Dropdown>
  );
}
