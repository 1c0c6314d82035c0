import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbOf } from '../router/breadcrumb.ts';
import type { RouteIndex } from '../router/table.ts';
import { useLocaleStore } from '../stores/locale.ts';

export function BreadcrumbBar({ index }: { index: RouteIndex }) {
  const { pathname } = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const items = useMemo(
    () =>
      breadcrumbOf(index, pathname).map((crumb, i) => ({
        key: `${i}:${crumb.to ?? ''}`,
        title: crumb.to ? <Link to={crumb.to}>{crumb.name[locale]}</Link> : <span>{crumb.name[locale]}</span>,
      })),
    [index, pathname, locale],
  );
  return <Breadcrumb className="navbar__breadcrumb" items={items} data-testid="breadcrumb" />;
}
