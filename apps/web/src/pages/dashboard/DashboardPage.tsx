import { SearchOutlined } from '@ant-design/icons';
import { dashboardFigures } from '@console/contract';
import { Card, Col, Empty, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { fetchDashboardOverview } from '../../api/dashboard.ts';
import { useQuery } from '../../api/queries.ts';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useUserStore } from '../../stores/user.ts';
import { ScreenFinder } from './ScreenFinder.tsx';
import './dashboard.css';

/** The global search's results: a chunk of its own, fetched only when a keyword is given. */
const SearchResults = lazy(() =>
  import('../search/SearchResults.tsx').then((m) => ({ default: m.SearchResults })),
);

/**
 * Home dashboard: figures counted from the database; with the global search's keyword (`?key=`, spec §2) the
 * search's results in their place.
 */
export function DashboardPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const key = searchParams.get('key') ?? '';
  const displayName = useUserStore((s) => s.name || s.username);
  const overview = useQuery({
    queryKey: ['dashboardOverview', key],
    queryFn: ({ signal }) => fetchDashboardOverview(key, signal),
  });

  // A figure the admin may not know (it may not list what is counted) comes as null and is not shown.
  const figures = (overview.data?.figures ?? []).filter(
    (figure): figure is { id: string; value: number } => figure.value !== null,
  );
  const locale = useLocaleStore((s) => s.locale);
  const label = (id: string) => dashboardFigures.find((f) => f.id === id)?.name[locale] ?? id;

  return (
    <div className="dashboard">
      <Card className="dashboard__welcome">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('dashboardWelcome', { name: displayName })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('dashboardSubtitle')}</Typography.Text>
        {key && (
          <div className="dashboard__key">
            <Tag icon={<SearchOutlined />} color="blue" data-testid="dashboard-key">
              {t('dashboardKey', { key })}
            </Tag>
          </div>
        )}
      </Card>
      {key ? (
        <Suspense
          fallback={
            <Card>
              <Skeleton active />
            </Card>
          }
        >
          <SearchResults keyword={key} />
        </Suspense>
      ) : overview.isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : figures.length > 0 ? (
        <Row gutter={[16, 16]} data-testid="dashboard-figures">
          {figures.map((figure) => (
            <Col key={figure.id} xs={24} sm={12} lg={8} xl={6}>
              <Card className="dashboard__figure">
                <Statistic title={label(figure.id)} value={figure.value} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Card>
          <Empty description={t('dashboardEmpty')} />
        </Card>
      )}
      <ScreenFinder keyword={key} />
    </div>
  );
}
