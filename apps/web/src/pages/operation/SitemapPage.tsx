/**
 * /operation/sitemap: the sitemap's state (the site's address, the last build, its files with their URL counts),
 * the build button, each file opened or downloaded as crawlers get it, and the recent builds.
 */
import { operationEndpoints, type SitemapStatus, sitemapBuildResource } from '@console/contract';
import { Alert, App, Button, Card, Descriptions, Space, Table, Typography } from 'antd';
import { call } from '../../api/call.ts';
import { formatBytes } from '../../api/download.ts';
import { useQuery } from '../../api/queries.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { familyKey, fetchList, useFamilyMutation } from '../../resources/api.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useOperationT } from './strings.ts';

const statusKey = ['operation', 'sitemap-status'];
const when = (iso: string | null | undefined) => formatDateTime(iso);
/** The build's duration column, named by its field (with its unit). */
const durationField = sitemapBuildResource.fields.find((f) => f.name === 'duration_ms');

export function SitemapPage() {
  const t = useOperationT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const status = useQuery({
    queryKey: [...familyKey(sitemapBuildResource), ...statusKey],
    queryFn: () => call(operationEndpoints.sitemapStatus, {}),
  });
  const query = { page: 1, size: 10, sort: '-created_at' };
  const builds = useQuery({
    queryKey: [...familyKey(sitemapBuildResource), 'list', query],
    queryFn: ({ signal }) => fetchList(sitemapBuildResource, query, signal),
  });
  const build = useFamilyMutation(sitemapBuildResource, () =>
    call(operationEndpoints.sitemapBuild, undefined),
  );
  const data: SitemapStatus | undefined = status.data;
  const run = async () => {
    const built = await build.mutateAsync(undefined);
    message.success(t('sitemapBuilt', { n: built.url_count }));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="sitemap-page">
      <Card
        title={t('sitemapTitle')}
        extra={
          <Button
            type="primary"
            loading={build.isPending}
            disabled={!data?.base_url}
            onClick={() => void run()}
            data-testid="sitemap-build"
          >
            {t('sitemapBuild')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('sitemapIntro')}</Typography.Paragraph>
        {data && !data.base_url && (
          <Alert type="warning" showIcon title={t('sitemapNoSite')} style={{ marginBottom: 12 }} />
        )}
        <Descriptions column={3} size="small" data-testid="sitemap-status">
          <Descriptions.Item label={t('sitemapSite')}>{data?.base_url ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('sitemapLast')}>
            <span data-testid="sitemap-built-at">
              {data?.built_at ? when(data.built_at) : t('sitemapNever')}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('sitemapUrls')}>{data?.url_count ?? 0}</Descriptions.Item>
        </Descriptions>
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={data?.files ?? []}
          data-testid="sitemap-files"
          columns={[
            {
              title: t('sitemapFile'),
              dataIndex: 'name',
              render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
            },
            { title: t('sitemapUrls'), dataIndex: 'url_count', width: 120 },
            {
              title: t('sitemapBytes'),
              dataIndex: 'bytes',
              width: 120,
              render: (bytes: number) => formatBytes(bytes),
            },
            {
              title: '',
              key: 'links',
              width: 160,
              render: (_, file) => (
                <Space>
                  <Typography.Link href={`/${file.name}`} target="_blank">
                    {t('sitemapOpen')}
                  </Typography.Link>
                  <Typography.Link
                    href={`/${file.name}?download=1`}
                    download={file.name}
                    data-testid="sitemap-download"
                  >
                    {t('sitemapDownload')}
                  </Typography.Link>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('sitemapHistory')} size="small">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={builds.isPending}
          dataSource={builds.data?.list ?? []}
          columns={[
            { title: t('sitemapLast'), dataIndex: 'created_at', render: (value: string) => when(value) },
            { title: t('sitemapUrls'), dataIndex: 'url_count' },
            { title: t('sitemapFile'), dataIndex: 'file_count' },
            { title: t('sitemapSite'), dataIndex: 'base_url' },
            { title: durationField?.label[locale], dataIndex: 'duration_ms' },
          ]}
        />
      </Card>
    </Space>
  );
}
