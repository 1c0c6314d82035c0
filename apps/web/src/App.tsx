import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { resourceExtensionSource } from './pages/extensionSource.ts';
import { pageRegistry } from './pages/registry.ts';
import { ResourceExtensionsProvider } from './resources/extensionRegistry.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ConsoleRouter } from './router/ConsoleRouter.tsx';
import { PageRegistryProvider } from './router/pageRegistry.tsx';
import { useLocaleStore } from './stores/locale.ts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the person asked their system for less motion; followed live. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(reducedMotionQuery);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
  );
}

/**
 * Everything around the router: antd's locale and theme, the table of screens (composed in pages/registry.ts)
 * and the domains' additions to the generic screens (composed in pages/extensions.ts, fetched lazily: see
 * pages/extensionSource.ts), handed down so that no module below imports the domains. The screens after login
 * get antd's App context and TanStack Query from the shell (shell/ShellProviders.tsx), which the login page
 * does not load.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  // antd's own animations (popups zooming in, drawers sliding) stop for people who asked for less motion.
  const motion = !usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);

  // antd's styles come from its prebuilt stylesheet (imported in main.tsx) instead of being generated while
  // rendering: the theme is antd's default, and generating it again in every component's first render took half
  // the web unit suite's time. The motion token still reaches antd's animations, which read it at run time.
  return (
    <ConfigProvider locale={locale === 'zh' ? zhCN : enUS} theme={{ zeroRuntime: true, token: { motion } }}>
      <PageRegistryProvider registry={pageRegistry}>
        <ResourceExtensionsProvider source={resourceExtensionSource}>{children}</ResourceExtensionsProvider>
      </PageRegistryProvider>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <ConsoleRouter>
        <AppRoutes />
      </ConsoleRouter>
    </AppProviders>
  );
}
