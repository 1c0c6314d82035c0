/**
 * The login guard (spec §4): the marker cookie decides. Without it only /login, /401 and /404 are reachable;
 * with it /login goes to /. With the marker but no user in memory (after a reload) the user and permitted
 * routes are fetched first and the requested location is then rendered again against the full table.
 */
import { publicPaths } from '@console/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { restoreSession } from '../stores/session.ts';
import { hasLoginMarker, useUserStore } from '../stores/user.ts';
import { RouteLoading } from './RouteLoading.tsx';

export function isPublicPath(pathname: string): boolean {
  return (publicPaths as readonly string[]).includes(pathname);
}

export function Guard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permitted = useUserStore((s) => s.permittedPaths);
  const marker = hasLoginMarker();
  const needsRestore = marker && permitted === null && !isPublicPath(pathname);

  useEffect(() => {
    if (needsRestore) void restoreSession();
  }, [needsRestore]);

  if (!marker) return isPublicPath(pathname) ? children : <Navigate to="/login" replace />;
  if (pathname === '/login') return <Navigate to="/" replace />;
  if (needsRestore) return <RouteLoading fullPage />;
  return children;
}
