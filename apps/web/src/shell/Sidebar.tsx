import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import type { Locale } from '@console/contract';
import { Layout, Menu, type MenuProps } from 'antd';
import { createElement, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import logo from '../assets/logo.svg';
import { type MessageKey, type MessageVars, useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import type { RouteIndex } from '../router/table.ts';
import { useAppStore } from '../stores/app.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { useSidebarPins } from '../stores/sidebarPins.ts';
import { routeIconComponents } from './icons.ts';
import { accordionKeys, keysOnArrival, type MenuEntry, menuEntries } from './menuEntries.ts';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

type MenuItem = Required<MenuProps>['items'][number];

interface ItemOptions {
  locale: Locale;
  /** Pins are offered in the inline menu only (a collapsed sidebar's submenus are hover popups). */
  pinnable: boolean;
  pins: readonly string[];
  togglePin: (key: string) => void;
  t: (key: MessageKey, vars?: MessageVars) => string;
}

function toItems(entries: readonly MenuEntry[], options: ItemOptions): MenuItem[] {
  return entries.map((entry) => {
    const name = entry.name[options.locale];
    const pinned = options.pins.includes(entry.key);
    const pin = entry.children && options.pinnable && (
      <button
        type="button"
        className={pinned ? 'sidebar__pin sidebar__pin--on' : 'sidebar__pin'}
        data-testid="menu-pin"
        aria-pressed={pinned}
        aria-label={options.t(pinned ? 'sidebarUnpin' : 'sidebarPin', { name })}
        title={options.t(pinned ? 'sidebarUnpin' : 'sidebarPin', { name })}
        // The pin lies inside the submenu's title: neither its click nor its keys open or close the submenu.
        onClick={(event) => {
          event.stopPropagation();
          options.togglePin(entry.key);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {pinned ? <PushpinFilled /> : <PushpinOutlined />}
      </button>
    );
    return {
      key: entry.key,
      icon: entry.icon ? createElement(routeIconComponents[entry.icon]) : undefined,
      label: (
        <span className="sidebar__label">
          <span data-testid="menu-item" data-path={entry.children ? undefined : entry.key}>
            {name}
          </span>
          {pin}
        </span>
      ),
      children: entry.children ? toItems(entry.children, options) : undefined,
    };
  });
}

/**
 * Scrolls the sidebar (only the sidebar: it is fixed, the window is the page's) until the selected entry is
 * whole, with a little room around it.
 */
function revealSelected(sider: HTMLElement): void {
  const item = sider.querySelector<HTMLElement>('.ant-menu-item-selected');
  if (!item) return;
  const box = sider.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const room = 48;
  if (itemBox.top < box.top + room) sider.scrollTop -= box.top + room - itemBox.top;
  else if (itemBox.bottom > box.bottom - room) sider.scrollTop += itemBox.bottom - (box.bottom - room);
}

/**
 * The vertical menu of the routes the user may see. One group is open at a time (opening another closes the
 * rest) besides the groups the person pinned, which stay open and are remembered (stores/sidebarPins.ts). On
 * every navigation the branch of the location opens and its entry is scrolled into the sidebar's view.
 */
export function Sidebar({ index }: { index: RouteIndex }) {
  const t = useT();
  const collapsed = !useAppStore((s) => s.sidebarOpened);
  const locale = useLocaleStore((s) => s.locale);
  const pins = useSidebarPins((s) => s.pins);
  const togglePin = useSidebarPins((s) => s.togglePin);
  // The menu's highlight follows a navigation in a render of its own, after the view has been shown: the
  // whole menu renders again when its selection changes, and a tab switch should not wait for that.
  const pathname = useDeferredValue(useLocation().pathname);
  const navigate = useGoTo();
  const sider = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => menuEntries(index.table), [index]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => keysOnArrival(entries, pathname, pins));
  // In the collapsed (popup) mode submenus open on hover; their keys are kept apart from the inline ones.
  const [popupKeys, setPopupKeys] = useState<string[]>([]);
  // Pinning a closed group opens it: a pin keeps a group open.
  const pin = useCallback(
    (key: string) => {
      if (!useSidebarPins.getState().pins.includes(key)) setOpenKeys((keys) => [...new Set([...keys, key])]);
      togglePin(key);
    },
    [togglePin],
  );
  const pinsNow = useRef(pins);
  pinsNow.current = pins;
  const items = useMemo(
    () => toItems(entries, { locale, pinnable: !collapsed, pins, togglePin: pin, t }),
    [entries, locale, collapsed, pins, pin, t],
  );

  useEffect(() => {
    setOpenKeys(keysOnArrival(entries, pathname, pinsNow.current));
    setPopupKeys((keys) => (keys.length === 0 ? keys : []));
  }, [entries, pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation and each unfolding of the sidebar.
  useEffect(() => {
    const element = sider.current;
    if (!element || collapsed) return;
    // Once when the menu has rendered the selection, and again after a submenu's opening and the others'
    // closing have moved the entries (antd animates both, unless the person asked for less motion).
    const frame = requestAnimationFrame(() => revealSelected(element));
    const settled = window.setTimeout(() => revealSelected(element), 400);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settled);
    };
  }, [pathname, collapsed]);

  const menu = useMemo(
    () => (
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        openKeys={collapsed ? popupKeys : openKeys}
        onOpenChange={
          collapsed ? setPopupKeys : (keys) => setOpenKeys((before) => accordionKeys(before, keys, pins))
        }
        onClick={({ key }) => navigate(key)}
      />
    ),
    [items, pathname, collapsed, popupKeys, openKeys, navigate, pins],
  );

  return (
    <Layout.Sider
      ref={sider}
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
      <nav aria-label={t('sidebarLabel')}>{menu}</nav>
    </Layout.Sider>
  );
}
