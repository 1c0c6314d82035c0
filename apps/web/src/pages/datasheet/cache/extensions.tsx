/**
 * The cache list (/datasheet/cache/list) is the generic screen of its declaration; this adds the import
 * dialog, bulk approval of the sheets that pass every check, and approve / reject with a reason per row.
 */
import {
  type CacheApproveAllResult,
  CacheStatus,
  datasheetCacheResource,
  datasheetPaths,
  type ResourceRow,
} from '@console/contract';
import { App, Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { request } from '../../../api/request.ts';
import type { ResourceExtension, ResourceScreenContext } from '../../../resources/extensions.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { useCacheText } from './strings.ts';

function BulkApprove({ ctx }: { ctx: ResourceScreenContext }) {
  const text = useCacheText();
  const { message } = App.useApp();
  return (
    <Button
      data-testid="cache-bulk-approve"
      onClick={async () => {
        const body = ctx.selectedIds.length > 0 ? { ids: ctx.selectedIds } : {};
        const result = await request<CacheApproveAllResult>(datasheetPaths.cacheApproveAll, { body });
        message.success(
          text('bulkDone', { approved: result.approved.length, skipped: result.skipped.length }),
        );
        ctx.clearSelection();
        ctx.reload();
      }}
    >
      {text('bulkApprove')}
    </Button>
  );
}

function ReviewActions({ row, ctx }: { row: ResourceRow; ctx: ResourceScreenContext }) {
  const text = useCacheText();
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  if (row.status !== CacheStatus.pending) return null;
  return (
    <Space size={4}>
      <Button
        size="small"
        type="link"
        disabled={!row.checks_passed}
        data-testid={`cache-approve-${row.id}`}
        onClick={async () => {
          await request(datasheetPaths.cacheApprove, { body: { id: row.id } });
          message.success(text('approved'));
          ctx.reload();
        }}
      >
        {text('approve')}
      </Button>
      <Popconfirm
        title={text('reason')}
        description={<Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onConfirm={async () => {
          await request(datasheetPaths.cacheReject, { body: { id: row.id, reason } });
          ctx.reload();
        }}
      >
        <Button size="small" type="link" danger>
          {text('reject')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

export const cacheExtensions: Readonly<Record<string, ResourceExtension>> = {
  [datasheetCacheResource.key]: {
    toolbar: (ctx) => (
      <Space>
        <ImportDialog onImported={ctx.reload} />
        <BulkApprove ctx={ctx} />
      </Space>
    ),
    rowActions: (row, ctx) => <ReviewActions row={row} ctx={ctx} />,
    rowActionsWidth: 130,
    defaultFilters: { status: [CacheStatus.pending] },
  },
};
