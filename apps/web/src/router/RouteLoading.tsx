import { Spin } from 'antd';
import { useEffect } from 'react';
import { beginProgress } from './progress.ts';

/** Suspense fallback of a lazy page: runs the progress bar while the page's code loads. */
export function RouteLoading({ fullPage = false }: { fullPage?: boolean }) {
  useEffect(() => beginProgress(), []);
  return (
    <div className={fullPage ? 'route-loading route-loading--full' : 'route-loading'}>
      <Spin />
    </div>
  );
}
