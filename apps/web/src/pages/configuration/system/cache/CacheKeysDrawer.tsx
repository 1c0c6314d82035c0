/**
 * The keys of the remote cache matching a rule's pattern (`GET /system/cache/keys`). The server lists at most
 * `limit` keys and says when more match; the drawer starts at the server's default and can ask for more, up
 * to its maximum, then tells the admin to narrow the pattern. Pages through the keys it holds.
 */
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { type CacheKeyInfo, cacheRuleResource, type ResourceDef } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey } from '../../../../resources/api.ts';
import { CACHE_KEYS_MAX, CACHE_KEYS_PAGE, fetchCacheKeys } from '../api.ts';
import { useSystemStrings } from '../strings.ts';
import { useDeleteCacheGroup } from './useDeleteCacheGroup.tsx';

const ruleDef = cacheRuleResource as ResourceDef;

/** Under the rule family's key: deleting a group (or editing a rule) refreshes an open list of keys. */
export function cacheKeysQueryKey(pattern: string, limit: number) {
  return [...familyKey(ruleDef), 'keys', pattern, limit] as const;
}

function CacheKeys({ pattern }: { pattern: string }) {
  const s = useSystemStrings();
  const [limit, setLimit] = useState(CACHE_KEYS_PAGE);
  const keys = useQuery({
    queryKey: cacheKeysQueryKey(pattern, limit),
    queryFn: ({ signal }) => fetchCacheKeys(pattern, limit, signal),
    placeholderData: keepPreviousData,
  });
  const deleteGroup = useDeleteCacheGroup();
  const list = keys.data?.keys ?? [];
  const truncated = keys.data?.truncated ?? false;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary" data-testid="cache-keys-count">
          {keys.data ? (truncated ? s.keysListed(list.length) : s.keysCount(list.length)) : ' '}
        </Typography.Text>
        <Space>
          <Button
            icon={<ReloadOutlined spin={keys.isFetching} />}
            onClick={() => void keys.refetch()}
            data-testid="cache-keys-refresh"
          >
            {s.refresh}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={list.length === 0}
            onClick={() => deleteGroup(pattern)}
            data-testid="cache-keys-delete-group"
          >
            {s.deleteGroup}
          </Button>
        </Space>
      </Space>
      {truncated && (
        <Alert
          type="warning"
          showIcon
          data-testid="cache-keys-truncated"
          title={limit < CACHE_KEYS_MAX ? s.keysTruncated(limit) : s.keysAtMost(CACHE_KEYS_MAX)}
          action={
            limit < CACHE_KEYS_MAX ? (
              <Button
                size="small"
                onClick={() => setLimit((n) => Math.min(n + CACHE_KEYS_PAGE, CACHE_KEYS_MAX))}
                data-testid="cache-keys-more"
              >
                {s.showMore}
              </Button>
            ) : undefined
          }
        />
      )}
      <Table<CacheKeyInfo>
        rowKey="key"
        size="small"
        data-testid="cache-keys-table"
        dataSource={list}
        loading={keys.isFetching}
        locale={{ emptyText: keys.isPending ? ' ' : <Empty description={s.noKeys} /> }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          {
            key: 'key',
            dataIndex: 'key',
            title: s.keyColumn,
            ellipsis: true,
            render: (key: string) => (
              <Typography.Text code copyable={{ text: key }} data-testid="cache-key">
                {key}
              </Typography.Text>
            ),
          },
          {
            key: 'ttl',
            dataIndex: 'ttl',
            title: s.ttlColumn,
            width: 120,
            render: (ttl: number | null) =>
              ttl === null ? (
                <Typography.Text type="secondary">{s.noExpiry}</Typography.Text>
              ) : (
                s.ttlSeconds(ttl)
              ),
          },
        ]}
      />
    </Space>
  );
}

export function CacheKeysDrawer({
  pattern,
  open,
  onClose,
}: {
  pattern: string;
  open: boolean;
  onClose: () => void;
}) {
  const s = useSystemStrings();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      title={s.keysTitle(pattern)}
      data-testid="cache-keys-drawer"
    >
      {open && <CacheKeys pattern={pattern} />}
    </Drawer>
  );
}
