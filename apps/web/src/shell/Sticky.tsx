import { type ReactNode, useEffect, useRef, useState } from 'react';

interface StickyProps {
  /** Distance from the top of the viewport at which the content becomes fixed. */
  stickyTop?: number;
  zIndex?: number;
  className?: string;
  children: ReactNode;
  onChange?: (fixed: boolean) => void;
}

/**
 * The sticky bar (spec §2, §4): in the flow until its top reaches `stickyTop`, then fixed there, and back
 * in the flow when scrolled back. A holder keeps the content's height so the page does not jump.
 */
export function Sticky({ stickyTop = 0, zIndex = 1000, className, children, onChange }: StickyProps) {
  const holder = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ fixed: false, left: 0, width: 0, height: 0 });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const lastFixed = useRef(false);

  useEffect(() => {
    const holderEl = holder.current;
    const contentEl = content.current;
    if (!holderEl || !contentEl) return;
    const update = () => {
      const rect = holderEl.getBoundingClientRect();
      const fixed = rect.top <= stickyTop;
      const next = { fixed, left: rect.left, width: rect.width, height: contentEl.offsetHeight };
      if (lastFixed.current !== fixed) {
        lastFixed.current = fixed;
        onChangeRef.current?.(fixed);
      }
      setBox((prev) => {
        const same =
          prev.fixed === next.fixed &&
          prev.left === next.left &&
          prev.width === next.width &&
          prev.height === next.height;
        return same ? prev : next;
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    observer.observe(holderEl);
    observer.observe(contentEl);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [stickyTop]);

  return (
    <div ref={holder} style={{ height: box.fixed ? box.height : undefined }}>
      <div
        ref={content}
        className={className}
        data-sticky-fixed={box.fixed ? 'true' : 'false'}
        style={
          box.fixed
            ? { position: 'fixed', top: stickyTop, left: box.left, width: box.width, zIndex }
            : undefined
        }
      >
        {children}
      </div>
    </div>
  );
}
