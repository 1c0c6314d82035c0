/**
 * Above the learning-platform users: the configured source (or that there is none, and which settings name
 * it), and its scan (compare, write nothing) and sync (add and update the users here).
 */
import { ScanOutlined, SyncOutlined } from '@ant-design/icons';
import {
  LEARNING_PLATFORM_TOKEN_SETTING,
  LEARNING_PLATFORM_URL_SETTING,
  siteUserResource,
  userEndpoints,
} from '@console/contract';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { familyKey } from '../../resources/api.ts';
import { useUserT } from './strings.ts';

type Counts = Awaited<ReturnType<typeof call<typeof userEndpoints.learningSync>>>;

export function LearningPlatformPanel({ reload }: { reload: () => void }) {
  const t = useUserT();
  const source = useQuery({
    queryKey: [...familyKey(siteUserResource), 'learning-source'],
    queryFn: ({ signal }) => call(userEndpoints.learningSource, {}, { signal }),
  });
  const [running, setRunning] = useState<'scan' | 'sync' | null>(null);
  const [result, setResult] = useState<{ kind: 'scan' | 'sync'; counts: Counts } | null>(null);

  const run = async (kind: 'scan' | 'sync') => {
    setRunning(kind);
    try {
      const counts = await call(
        kind === 'scan' ? userEndpoints.learningScan : userEndpoints.learningSync,
        {},
      );
      setResult({ kind, counts });
      if (kind === 'sync') {
        reload();
        await source.refetch();
      }
    } finally {
      setRunning(null);
    }
  };

  if (!source.data) return null;
  if (!source.data.configured) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        message={t('lpTitle')}
        description={t('lpNone', {
          url: LEARNING_PLATFORM_URL_SETTING,
          token: LEARNING_PLATFORM_TOKEN_SETTING,
        })}
        data-testid="learning-platform-none"
      />
    );
  }
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="learning-platform-source">
      <Space wrap>
        <Typography.Text>
          {t('lpSource', { url: source.data.url ?? '', n: source.data.synced_users })}
        </Typography.Text>
        <Button icon={<ScanOutlined />} loading={running === 'scan'} onClick={() => run('scan')}>
          {t('lpScan')}
        </Button>
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={running === 'sync'}
          onClick={() => run('sync')}
          data-testid="learning-platform-sync"
        >
          {t('lpSync')}
        </Button>
        {result && (
          <Typography.Text type="secondary" data-testid="learning-platform-result">
            {t(result.kind === 'scan' ? 'lpScanned' : 'lpSynced')}: {t('lpCounts', result.counts)}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
