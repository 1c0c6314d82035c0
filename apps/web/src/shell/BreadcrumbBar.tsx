import { Breadcrumb, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbOf } from '../router/breadcrumb.ts';
import type { RouteIndex } from '../router/table.ts';
import { useLocaleStore } from '../stores/locale.ts';

/**
 * One crumb. On a narrow bar the middle crumbs give way first and end in an ellipsis (navbar.css);
 * a clipped crumb shows its full name in a tooltip, a whole one shows none.
 */
function CrumbText({ text, to }: { text: string; to: string | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    const el = ref.current;
    setOpen(next && el !== null && el.scrollWidth > el.clientWidth);
  };
  return (
    <Tooltip title={text} open={open} onOpenChange={onOpenChange}>
      <span ref={ref} className="navbar__crumb" data-testid="crumb">
        {to ? <Link to={to}>{text}</Link> : text}
      </span>
    </Tooltip>
  );
}

export function BreadcrumbBar({ index }: { index: RouteIndex }) {
  const { pathname } = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const items = useMemo(
    () =>
      breadcrumbOf(index, pathname).map((crumb, i) => ({
        key: `${i}:${crumb.to ?? ''}`,
        title: <CrumbText text={crumb.name[locale]} to={crumb.to} />,
      })),
    [index, pathname, locale],
  );
  return <Breadcrumb className="navbar__breadcrumb" items={items} data-testid="breadcrumb" />;
}
