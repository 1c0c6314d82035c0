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
  const strip = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: brings the active tab into view when it or the strip changes.
  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>('[data-active="true"]');
    if (strip.current && active) revealInStrip(strip.current, active);
  }, [current, tabs]);

  const onClose = (showPath: string) => {
    const { navigateTo } = close(showPath, current);
    if (navigateTo !== null) navigate(navigateTo);
  };

  return (
    <div className="tab-strip" data-testid="tab-strip" ref={strip} role="tablist">
      {tabs.map((tab) => {
        const active = isActiveTab(tab, current);
        return (
          <div
            key={tab.showPath}
            className={active ? 'tab tab--active' : 'tab'}
            data-testid="tab"
            data-path={tab.showPath}
            data-active={active ? 'true' : 'false'}
            role="tab"
            aria-selected={active}
            tabIndex={0}
            title={tabLabel(tab, locale)}
            onClick={() => navigate(tab.showPath)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') navigate(tab.showPath);
            }}
            onAuxClick={(e) => {
              if (e.button === 1) onClose(tab.showPath);
            }}
          >
            <span className="tab__name">{tabLabel(tab, locale)}</span>
            <button
              type="button"
              className="tab__close"
              data-testid="tab-close"
              aria-label={t('closeTab')}
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
    </div>
  );
}
