/**
 * Asks before unsaved changes are lost. The console's router is a declarative BrowserRouter (no data router,
 * so no useBlocker): leaving is caught where it starts instead — the browser's own leave (reload, close,
 * typed address) by `beforeunload`, and the shell's ways out (sidebar, tabs, breadcrumb, top bar entries, links)
 * by a click caught before it reaches them; after "leave" the same click is sent again.
 */
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import type { SheetT } from '../strings.ts';

/** Clicks on these, outside the editor, leave the page. */
const WAYS_OUT = [
  '[data-testid="sidebar"] .ant-menu-item',
  '.sidebar__brand',
  '[data-testid="tab"]',
  '[data-testid="tab-close"]',
  '[data-testid="breadcrumb"] a',
  '[data-testid="crumb"]',
  '[data-testid="ai-chat"]',
  '[data-testid="saas-overview"]',
  '[data-testid="comment-list"]',
  'a[href]',
].join(', ');

export function useLeaveGuard(dirty: boolean, editor: React.RefObject<HTMLElement | null>, t: SheetT) {
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const asking = useRef(false);
  const letGo = useRef(false);

  /** Runs `leave` at once when nothing is unsaved, else after the person agrees. */
  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (!dirtyRef.current || letGo.current) {
        leave();
        return;
      }
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t('leaveTitle'),
        content: t('leaveText'),
        okText: t('leaveOk'),
        cancelText: t('leaveStay'),
        okButtonProps: { danger: true, 'data-testid': 'leave-ok' },
        cancelButtonProps: { 'data-testid': 'leave-stay' },
        onOk: () => {
          letGo.current = true;
          leave();
          // The editor may stay mounted (a tab that is only hidden): guard again from the next change on.
          setTimeout(() => {
            letGo.current = false;
          }, 0);
        },
        afterClose: () => {
          asking.current = false;
        },
      });
    },
    [modal, t],
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (letGo.current || !(event.target instanceof Element)) return;
      const way = event.target.closest<HTMLElement>(WAYS_OUT);
      if (!way || editor.current?.contains(way) || way.closest('.ant-modal, .ant-dropdown')) return;
      if (way.matches('a[target="_blank"], a[download]')) return;
      // The current tab leads nowhere else, and closing another tab leaves this one open.
      const tab = way.closest('[data-testid="tab"]');
      const onCurrentTab = tab?.getAttribute('aria-selected') === 'true';
      if (tab && (way === tab ? onCurrentTab : !onCurrentTab)) return;
      event.preventDefault();
      event.stopPropagation();
      confirmLeave(() => way.click());
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, editor, confirmLeave]);

  return confirmLeave;
}
