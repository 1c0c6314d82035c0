/**
 * Scrolls a role's tree to the first node the role holds, once: the trees are long and what a role holds is
 * often out of sight at their end. The operator's first touch (a tick, a fold, a search) cancels it.
 */
import type { GetRef, Tree } from 'antd';
import { useEffect, useRef } from 'react';

export function useScrollToHeld(firstHeld: string | undefined) {
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || firstHeld === undefined || !treeRef.current) return;
    done.current = true;
    treeRef.current.scrollTo({ key: firstHeld, align: 'top' });
  }, [firstHeld]);
  return {
    treeRef,
    /** The operator took over: never scroll on their behalf afterwards. */
    touched: () => {
      done.current = true;
    },
  };
}
