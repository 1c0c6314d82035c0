/**
 * A sideways scrollbar drawn by the page under a table wider than its card, stuck to the window's bottom while
 * the table runs below it. The system's own bar is hidden until scrolled on some systems (and in headless
 * Chromium), and antd's sticky bar only shows while the table's bottom is out of view, so a short list that
 * scrolls would show no bar at all. It moves the table's scroller and follows it; arrow keys move it too.
 */
import { type PointerEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';

interface Extent {
  scrollWidth: number;
  clientWidth: number;
  scrollLeft: number;
}

const SCROLLER = '.ant-table-body, .ant-table-content';
const KEY_STEP = 80;

export function TableScrollbar({ box }: { box: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [extent, setExtent] = useState<Extent>({ scrollWidth: 0, clientWidth: 0, scrollLeft: 0 });
  const scroller = useRef<HTMLElement | null>(null);
  const drag = useRef<{ x: number; left: number } | null>(null);
  const scrollerId = useId();

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    let observed: HTMLElement | null = null;
    const read = () => {
      const element = scroller.current;
      if (!element) return;
      setExtent({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollLeft: element.scrollLeft,
      });
    };
    const resize = new ResizeObserver(read);
    // The table mounts its scroller after its first rows: follow the one it has now.
    const attach = () => {
      const element = root.querySelector<HTMLElement>(SCROLLER);
      if (element === observed) return;
      observed?.removeEventListener('scroll', read);
      if (observed) resize.unobserve(observed);
      observed = element;
      scroller.current = element;
      if (element) {
        element.id ||= scrollerId;
        element.addEventListener('scroll', read, { passive: true });
        resize.observe(element);
        const table = element.querySelector('table');
        if (table) resize.observe(table);
      }
      read();
    };
    attach();
    const mutations = new MutationObserver(attach);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      mutations.disconnect();
      resize.disconnect();
      observed?.removeEventListener('scroll', read);
    };
  }, [box, scrollerId]);

  const { scrollWidth, clientWidth, scrollLeft } = extent;
  if (scrollWidth <= clientWidth + 1 || clientWidth === 0) return null;
  const max = scrollWidth - clientWidth;
  const thumb = (clientWidth / scrollWidth) * 100;
  const at = (scrollLeft / scrollWidth) * 100;
  const scrollTo = (left: number) => {
    if (scroller.current) scroller.current.scrollLeft = Math.max(0, Math.min(max, left));
  };
  const onTrackDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rect = event.currentTarget.getBoundingClientRect();
    scrollTo(((event.clientX - rect.left) / rect.width) * scrollWidth - clientWidth / 2);
  };
  const onThumbDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, left: scrollLeft };
  };
  const onThumbMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const track = event.currentTarget.parentElement?.getBoundingClientRect().width ?? clientWidth;
    scrollTo(drag.current.left + ((event.clientX - drag.current.x) / track) * scrollWidth);
  };
  return (
    <div
      className="table-scrollbar"
      role="scrollbar"
      aria-orientation="horizontal"
      aria-controls={scroller.current?.id ?? scrollerId}
      aria-label={t('scrollSideways')}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(scrollLeft)}
      tabIndex={0}
      data-testid="table-scrollbar"
      onPointerDown={onTrackDown}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') scrollTo(scrollLeft + KEY_STEP);
        else if (event.key === 'ArrowLeft') scrollTo(scrollLeft - KEY_STEP);
        else return;
        event.preventDefault();
      }}
    >
      <div
        className="table-scrollbar__thumb"
        style={{ width: `${thumb}%`, left: `${at}%` }}
        onPointerDown={onThumbDown}
        onPointerMove={onThumbMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      />
    </div>
  );
}
