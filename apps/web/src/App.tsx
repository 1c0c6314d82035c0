import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { resourceExtensionSource } from './pages/extensionSource.ts';
import { ResourceExtensionsProvider } from './resources/extensionRegistry.tsx';
import { AppRoutes } from './router/AppRoutes.tsx';
import { ConsoleRouter } from './router/ConsoleRouter.tsx';
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
 * Everything around the router: antd's locale and theme, and the domains' additions to the generic screens
 * (composed in pages/extensions.ts, fetched lazily: see pages/extensionSource.ts). The screens after login
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

  return (
    <ConfigProvider
      locale={locale === 'zh' ? zhCN : enUS}
      theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6, motion } }}
    >
      <ResourceExtensionsProvider source={resourceExtensionSource}>{children}</ResourceExtensionsProvider>
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
