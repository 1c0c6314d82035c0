import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { NOTIFICATION_CONFIG, setNotifier } from '../api/notifier.ts';

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

/**
 * What the screens after login need around them: antd's App context (message, modal, notification) and
 * TanStack Query. Loaded with the shell, not at start: the login page needs neither, and a new login gets
 * a fresh query cache, so nothing of the previous person's session is shown to the next.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AntApp notification={NOTIFICATION_CONFIG}>
      <NotifierBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntApp>
  );
}
