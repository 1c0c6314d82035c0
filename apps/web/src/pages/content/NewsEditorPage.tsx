/**
 * /news/editor (`?id=` for an existing item): the news family's own form across the page — the engine's rich-text
 * editor with uploaded images, cover, tags of the news type, source, author — above the item's state with its declared
 * transitions (publish, schedule, withdraw …) and the preview as the public site shows it.
 */
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { detailUrl, newsResource, type RowOf } from '@console/contract';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useResourceRow } from '../../resources/api.ts';
import { renderCell } from '../../resources/cells.tsx';
import { ResourceForm } from '../../resources/form/ResourceForm.tsx';
import { BackButton, RowLoading } from '../../resources/RowScreen.tsx';
import { RowTransitions } from '../../resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { NewsPreview } from './NewsPreview.tsx';
import { newsEditorUrl } from './routes.ts';
import { useContentT } from './strings.ts';

const shownFields = [
  'status',
  'type_id',
  'tags',
  'publish_at',
  'published_at',
  'withdraw_reason',
  'updated_at',
];

function NewsState({ row }: { row: RowOf<typeof newsResource> }) {
  const locale = useLocaleStore((s) => s.locale);
  const fields = newsResource.fields.filter((field) => shownFields.includes(field.name));
  return (
    <Descriptions size="small" column={1} bordered data-testid="news-editor-state">
      {fields.map((field) => (
        <Descriptions.Item key={field.name} label={field.label[locale]}>
          {renderCell(field, row, { locale, detail: true })}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

export function NewsEditorPage() {
  const t = useContentT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const row = useResourceRow(newsResource, id);
  // A new item, or one the list's edit action opened, opens the form at once: writing is what the page is for.
  const [editing, setEditing] = useState(id === undefined || params.get('edit') === '1');

  const onSaved = (saved: RowOf<typeof newsResource>) => {
    if (id === undefined) navigate(newsEditorUrl(saved.id), { replace: true });
  };

  return (
    <div className="news-editor" data-testid="news-editor">
      <Space className="news-editor__bar" wrap>
        <BackButton to={newsResource.route} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('editorTitle')}
        </Typography.Title>
        <Button
          type="primary"
          icon={id === undefined ? <PlusOutlined /> : <EditOutlined />}
          onClick={() => setEditing(true)}
          data-testid="news-editor-open"
        >
          {id === undefined ? t('editorNew') : t('editorEdit')}
        </Button>
        {row.data && <RowTransitions def={newsResource} row={row.data} asButtons />}
        {row.data && (
          <Typography.Link onClick={() => navigate(detailUrl(newsResource, row.data.id) ?? '')}>
            #{row.data.id}
          </Typography.Link>
        )}
      </Space>
      <Alert type="info" showIcon title={t('editorHint')} className="news-editor__hint" />
      {/* The article is written across the page's width, above its state and preview, not in a drawer. */}
      <ResourceForm
        def={newsResource}
        inline
        open={editing}
        id={id}
        onClose={() => setEditing(false)}
        onSaved={onSaved}
      />
      {id === undefined ? (
        editing ? null : (
          <Card>
            <Typography.Text type="secondary">{t('editorEmpty')}</Typography.Text>
          </Card>
        )
      ) : row.isPending ? (
        <RowLoading />
      ) : row.data ? (
        <Row gutter={16}>
          <Col xs={24} lg={8}>
            <Card size="small" title={t('editorState')}>
              <NewsState row={row.data} />
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <NewsPreview row={row.data} />
          </Col>
        </Row>
      ) : (
        <Alert type="error" showIcon title={String(row.error ?? '')} />
      )}
    </div>
  );
}
