import type { Locale } from '@console/contract';
import { Layout, Menu, type MenuProps } from 'antd';
import { createElement, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import logo from '../assets/logo.svg';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import type { RouteIndex } from '../router/table.ts';
import { useAppStore } from '../stores/app.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { routeIconComponents } from './icons.ts';
import { type MenuEntry, menuEntries, openKeysFor } from './menuEntries.ts';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

type MenuItem = Required<MenuProps>['items'][number];

function toItems(entries: readonly MenuEntry[], locale: Locale): MenuItem[] {
  return entries.map((entry) => ({
    key: entry.key,
    icon: entry.icon ? createElement(routeIconComponents[entry.icon]) : undefined,
    label: (
      <span data-testid="menu-item" data-path={entry.children ? undefined : entry.key}>
        {entry.name[locale]}
      </span>
    ),
    children: entry.children ? toItems(entry.children, locale) : undefined,
  }));
}

/**
 * The vertical menu of the routes the user may see. Several submenus may be open at once; the submenus of
 * the current location are opened as it changes.
 */
export function Sidebar({ index }: { index: RouteIndex }) {
  const t = useT();
  const collapsed = !useAppStore((s) => s.sidebarOpened);
  const locale = useLocaleStore((s) => s.locale);
  // The menu's highlight follows a navigation in a render of its own, after the view has been shown: the
  // whole menu renders again when its selection changes, and a tab switch should not wait for that.
  const pathname = useDeferredValue(useLocation().pathname);
  const navigate = useGoTo();
  const entries = useMemo(() => menuEntries(index.table), [index]);
  const items = useMemo(() => toItems(entries, locale), [entries, locale]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(entries, pathname));
  // In the collapsed (popup) mode submenus open on hover; their keys are kept apart from the inline ones.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);

  useEffect(() => {
    const wanted = openKeysFor(entries, pathname);
    setOpenKeys((keys) =>
      wanted.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...wanted])],
    );
    setPopupKeys((keys) => (keys.length === 0 ? keys : []));
  }, [entries, pathname]);

  const menu = useMemo(
    () => (
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        openKeys={collapsed ? popupKeys : openKeys}
        onOpenChange={collapsed ? setPopupKeys : setOpenKeys}
        onClick={({ key }) => navigate(key)}
      />
    ),
    [items, pathname, collapsed, popupKeys, openKeys, navigate],
  );

  return (
    <Layout.Sider
      className="sidebar"
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="dark"
      data-testid="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      <button type="button" className="sidebar__brand" onClick={() => navigate('/')}>
        <img src={logo} alt="" width={28} height={28} />
        {!collapsed && <span className="sidebar__name">{t('productShortName')}</span>}
      </button>
      {menu}
    </Layout.Sider>
  );
}
