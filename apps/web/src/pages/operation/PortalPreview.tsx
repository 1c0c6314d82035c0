/** A portal as the server resolves it for the public site: banners, then each panel in its order. */
import { operationEndpoints, type ResolvedPanel } from '@console/contract';
import { Alert, Card, Carousel, Empty, List, Modal, Skeleton, Space, Typography } from 'antd';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { useOperationT } from './strings.ts';
import './operation.css';

export function PortalPreviewDialog({
  id,
  open,
  onClose,
}: {
  id: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useOperationT();
  const preview = useQuery({
    queryKey: ['operation', 'portal-preview', id],
    queryFn: () => call(operationEndpoints.portalPreview, { id }),
    enabled: open,
    staleTime: 0,
  });
  const data = preview.data;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={900}
      title={t('portalPreviewTitle', { title: data?.title ?? '' })}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <div className="portal-preview" data-testid="portal-preview-body">
          {data.description && (
            <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>
          )}
          {data.banners.length > 0 && (
            <Carousel autoplay className="portal-preview-banners">
              {data.banners.map((banner) => (
                <div key={`${banner.image}${banner.title}`}>
                  <div className="portal-preview-banner" style={{ backgroundImage: `url(${banner.image})` }}>
                    {banner.title && <span>{banner.title}</span>}
                  </div>
                </div>
              ))}
            </Carousel>
          )}
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {data.panels.map((panel, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one preview's panels never move; their position is their identity
              <PreviewPanel key={`${i}-${panel.title}`} panel={panel} />
            ))}
          </Space>
        </div>
      )}
    </Modal>
  );
}

function PreviewPanel({ panel }: { panel: ResolvedPanel }) {
  const t = useOperationT();
  let body: React.ReactNode;
  if (panel.kind === 'rich_text') {
    // Sanitised by the server, as every rich text it stores and serves.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitiser wrote this HTML
    body = <div className="portal-preview-html" dangerouslySetInnerHTML={{ __html: panel.html ?? '' }} />;
  } else if (panel.kind === 'links') {
    body = (
      <Space wrap>
        {(panel.links ?? []).map((link) => (
          <Typography.Link key={link.url} href={link.url} target="_blank" rel="noreferrer">
            {link.label}
          </Typography.Link>
        ))}
      </Space>
    );
  } else {
    body =
      panel.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portalNoItems')} />
      ) : (
        <List
          size="small"
          grid={{ gutter: 8, column: 3 }}
          dataSource={panel.items}
          renderItem={(item) => (
            <List.Item>
              <Card size="small" hoverable>
                <Typography.Text strong>{item.title}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{item.subtitle || ' '}</Typography.Text>
              </Card>
            </List.Item>
          )}
        />
      );
  }
  return (
    <Card size="small" title={panel.title} data-testid="portal-preview-panel">
      {panel.note && <Alert type="warning" showIcon title={panel.note} style={{ marginBottom: 8 }} />}
      {body}
    </Card>
  );
}
