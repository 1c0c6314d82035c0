import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { isActiveTab, showPathOf, tabLabel } from '../stores/tabRules.ts';
import { useTabsStore } from '../stores/tabs.ts';
import './tabStrip.css';

/** The strip of the 6 most recently visited views (rules in stores/tabRules.ts). */
export function TabStrip() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const tabs = useTabsStore((s) => s.tabs);
  const close = useTabsStore((s) => s.close);
  const current = showPathOf(location.pathname, location.search);
  const strip = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: brings the active tab into view when it or the strip changes.
  useEffect(() => {
    strip.current
      ?.querySelector('[data-active="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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
