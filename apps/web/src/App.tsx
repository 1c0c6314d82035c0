import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { NOTIFICATION_CONFIG, setNotifier } from './api/notifier.ts';
import { AppRoutes } from './router/AppRoutes.tsx';
import { useLocaleStore } from './stores/locale.ts';

// Errors already reach the user through the request function's notification: retrying would repeat it,
// and refetching on focus would add calls the spec does not make (the comment count is hourly).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** Lets the request function raise notifications through the App context (theme, locale). */
function NotifierBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(null);
  }, [notification]);
  return null;
}

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

/** Everything around the router: antd (locale, theme, App context), TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((s) => s.locale);
  const [queryClient] = useState(createQueryClient);
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
      <AntApp notification={NOTIFICATION_CONFIG}>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
