import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { publicPages } from '../pages/public.ts';
import { useDocumentTitle } from './documentTitle.ts';
import { ShellScreen } from './firstScreens.tsx';
import { Guard, isPublicPath } from './Guard.tsx';
import { RouteLoading } from './RouteLoading.tsx';

// The shell is only needed after login: the login page does not pay for it.

/**
 * Top level: /login, /401 and /404 outside the layout, everything else inside it. Decided by pathname
 * rather than by a parent <Route path="*">, so views rendered against their own location (kept alive)
 * carry no params of a parent match.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const PublicPage = isPublicPath(pathname) ? publicPages[pathname] : undefined;
  return (
    <Guard>
      <Suspense fallback={<RouteLoading fullPage />}>
        {PublicPage ? (
          <>
            <ProductTitle />
            <PublicPage />
          </>
        ) : (
          <ShellScreen />
        )}
      </Suspense>
    </Guard>
  );
}

/** Pages outside the layout carry the product's name alone; the layout titles its own routes. */
function ProductTitle() {
  useDocumentTitle(null);
  return null;
}
