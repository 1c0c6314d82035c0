import { Layout } from 'antd';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../router/documentTitle.ts';
import { useRouteChangeProgress } from '../router/progress.ts';
import { RouteLoading } from '../router/RouteLoading.tsx';
import { isPageRoute, matchLayoutRoute } from '../router/table.ts';
import { useRouteIndex } from '../router/useRouteIndex.ts';
import { useScrollRestoration } from '../router/useScrollRestoration.ts';
import { useTabVisits } from '../router/useTabVisits.ts';
import { ViewHost } from '../router/ViewHost.tsx';
import { useAppStore } from '../stores/app.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { usePublicSettings } from '../stores/settings.ts';
import { BackToTop } from './BackToTop.tsx';
import { Navbar } from './Navbar.tsx';
import { ShellProviders } from './ShellProviders.tsx';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './Sidebar.tsx';
import { Sticky } from './Sticky.tsx';
import { TabStrip } from './TabStrip.tsx';
import '../resources/resources.css';
import './shell.css';

/**
 * The main layout: fixed sidebar, sticky top bar with the tab strip, and the views. The window is the one
 * scroll container (scroll restore, back-to-top and the sticky bar all use it).
 */
export function ShellLayout() {
  const index = useRouteIndex();
  const location = useLocation();
  const opened = useAppStore((s) => s.sidebarOpened);
  const locale = useLocaleStore((s) => s.locale);
  const match = matchLayoutRoute(index, location.pathname);
  const keepAlive = Boolean(match && isPageRoute(match.route) && match.route.node.keepAlive);

  useTabVisits(index);
  useDocumentTitle(match?.route.node.name ?? null);
  useScrollRestoration(keepAlive);
  useRouteChangeProgress(location);
  // Read once at start-up (the map-service key …); screens that need a setting read the same query.
  usePublicSettings();

  return (
    <Layout className="shell">
      <Sidebar index={index} />
      <Layout
        className="shell__main"
        style={{ marginLeft: opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH }}
      >
        <Sticky className="shell__header">
          <Navbar index={index} />
          <TabStrip />
        </Sticky>
        <Layout.Content className="shell__content">
          {/* The page's one first-level heading, for screen readers and their heading navigation: the screens'
              own titles are second-level cards; sighted people read the name in the breadcrumb and the tab. */}
          <h1 className="visually-hidden" data-testid="page-heading">
            {match?.route.node.name[locale]}
          </h1>
          <ViewHost index={index} />
        </Layout.Content>
      </Layout>
      <BackToTop />
    </Layout>
  );
}

/**
 * What the router shows after login: the layout inside the providers its screens need. The layout waits for
 * the menu inside its own Suspense boundary, below the providers: suspending above them would discard the
 * query client with the uncommitted tree, and every retry would fetch the menu again with a new one.
 */
export function Shell() {
  return (
    <ShellProviders>
      <Suspense fallback={<RouteLoading fullPage />}>
        <ShellLayout />
      </Suspense>
    </ShellProviders>
  );
}
