import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { isActiveTab, showPathOf, tabLabel } from '../stores/tabRules.ts';
import { useTabsStore } from '../stores/tabs.ts';
import './tabStrip.css';

/**
 * Scrolls the strip sideways until the tab is whole. Only the strip: `scrollIntoView` would also scroll the
 * window (back to the top of a long page whenever the tab list changed under a person reading further down).
 */
function revealInStrip(strip: HTMLElement, tab: HTMLElement): void {
  const box = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < box.left) strip.scrollLeft -= box.left - tabBox.left;
  else if (tabBox.right > box.right) strip.scrollLeft += tabBox.right - box.right;
}

/** The strip of the 6 most recently visited views (rules in stores/tabRules.ts). */
export function TabStrip() {
  const t = useT();
  const navigate = useGoTo();
  const location = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const tabs = useTabsStore((s) => s.tabs);
  const close = useTabsStore((s) => s.close);
  const current = showPathOf(location.pathname, location.search);
  const strip = useRef<HTMLElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: brings the active tab into view when it or the strip changes.
  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>('[data-active="true"]');
    if (strip.current && active) revealInStrip(strip.current, active);
  }, [current, tabs]);

  const onClose = (showPath: string) => {
    const { navigateTo } = close(showPath, current);
    if (navigateTo !== null) navigate(navigateTo);
  };

  // A list of links to the open views rather than ARIA tabs: a tab may hold no other control, and each of
  // these has its close button.
  return (
    <nav className="tab-strip" data-testid="tab-strip" ref={strip} aria-label={t('openTabs')}>
      {tabs.map((tab) => {
        const active = isActiveTab(tab, current);
        const label = tabLabel(tab, locale);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the whole chip is the pointer's target; the name button inside is the keyboard's.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the name button inside takes Enter and Space.
          <div
            key={tab.showPath}
            className={active ? 'tab tab--active' : 'tab'}
            data-testid="tab"
            data-path={tab.showPath}
            data-active={active ? 'true' : 'false'}
            title={label}
            onClick={() => navigate(tab.showPath)}
            onAuxClick={(e) => {
              if (e.button === 1) onClose(tab.showPath);
            }}
          >
            <button type="button" className="tab__name" aria-current={active ? 'page' : undefined}>
              {label}
            </button>
            <button
              type="button"
              className="tab__close"
              data-testid="tab-close"
              aria-label={t('closeTabNamed', { name: label })}
              onClick={(e) => {
                e.stopPropagation();
                onClose(tab.showPath);
              }}
            >
              <CloseOutlined />
            </button>
          </div>
        );
      })}
    </nav>
  );
}
