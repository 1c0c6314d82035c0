/**
 * The image library's additions: an upload of many images at once (each stored by the upload call, then all
 * added in one call checked by the family's rules) and, on an image's detail, where it is used — the rows
 * holding it, each a link to its screen; an image used anywhere cannot be deleted (the server refuses).
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  detailUrl,
  imageMimeTypes,
  MAX_IMAGE_BATCH,
  mediaEndpoints,
  mediaImageResource,
  resourceByKey,
} from '@console/contract';
import { App, Button, Card, Empty, List, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { upload } from '../../api/request.ts';
import { familyKey, useFamilyMutation } from '../../resources/api.ts';
import type { ResourceScreenContext } from '../../resources/extensions.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useContentT } from './strings.ts';

export function ImageBatchUpload({ reload }: Pick<ResourceScreenContext, 'reload'>) {
  const t = useContentT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const add = useFamilyMutation(mediaImageResource, (images: { url: string; name: string; size: number }[]) =>
    call(mediaEndpoints.imageBatchAdd, { images }),
  );
  const send = async (files: File[]) => {
    setBusy(true);
    try {
      const images = [];
      for (const file of files.slice(0, MAX_IMAGE_BATCH)) {
        const saved = await upload(file);
        images.push({
          url: saved.url,
          name: saved.name.replace(/\.[^.]+$/, '').slice(0, 120) || saved.name,
          size: saved.size,
        });
      }
      const { ids } = await add.mutateAsync(images);
      message.success(t('batchUploaded', { n: ids.length }));
      reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      multiple
      accept={imageMimeTypes.join(',')}
      showUploadList={false}
      // Every file of one pick arrives here together; the picker is told nothing is uploaded by it.
      beforeUpload={(file, list) => {
        if (file === list[0]) void send(list as File[]);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} data-testid="image-batch-upload">
        {t('batchUpload')}
      </Button>
    </Upload>
  );
}

export function ImageUsage({ id }: { id: number }) {
  const t = useContentT();
  const locale = useLocaleStore((s) => s.locale);
  const usage = useQuery({
    queryKey: [...familyKey(mediaImageResource), 'usage', id],
    queryFn: ({ signal }) => call(mediaEndpoints.imageUsage, { id }, { signal }),
  });
  const uses = usage.data?.uses ?? [];
  return (
    <Card size="small" title={t('usageTitle')} loading={usage.isPending} data-testid="image-usage">
      {uses.length === 0 ? (
        <Empty description={t('usageEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          size="small"
          dataSource={uses}
          renderItem={(use) => {
            const url = detailUrl(resourceByKey(use.family), use.row_id);
            return (
              <List.Item data-testid="image-use">
                <Space>
                  <Tag>{use.label[locale]}</Tag>
                  {url ? <Link to={url}>{use.title}</Link> : use.title}
                  <Typography.Text type="secondary">{use.field_label[locale]}</Typography.Text>
                </Space>
              </List.Item>
            );
          }}
        />
      )}
      {usage.data?.truncated && (
        <Typography.Text type="secondary">{t('usageTruncated', { n: 50 })}</Typography.Text>
      )}
    </Card>
  );
}
