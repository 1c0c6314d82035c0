/**
 * The cache list (/datasheet/cache/list) is the generic screen of its declaration; this adds the import
 * dialog, bulk approval of the sheets that pass every check, and approve per row (reject, with its reason, is
 * the declared transition's generic control).
 */
import {
  type CacheApproveAllBody,
  CacheStatus,
  datasheetCacheResource,
  datasheetEndpoints,
} from '@console/contract';
import { App, Button, Space } from 'antd';
import { call } from '../../../api/call.ts';
import {
  familyExtension,
  type ResourceExtensions,
  type ResourceScreenContext,
} from '../../../resources/extensions.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { ApproveButton } from './ReviewButtons.tsx';
import { cacheEditRoute } from './routes.ts';
import { useCacheText } from './strings.ts';

function BulkApprove({ ctx }: { ctx: ResourceScreenContext }) {
  const text = useCacheText();
  const { message } = App.useApp();
  return (
    <Button
      data-testid="cache-bulk-approve"
      onClick={async () => {
        const body: CacheApproveAllBody =
          ctx.selectedIds.length > 0 ? { ids: ctx.selectedIds } : { all: true };
        const result = await call(datasheetEndpoints.cacheApproveAll, body);
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

export const cacheExtensions: ResourceExtensions = {
  ...familyExtension(datasheetCacheResource, {
    toolbar: (ctx) => (
      <Space>
        <ImportDialog onImported={ctx.reload} />
        <BulkApprove ctx={ctx} />
      </Space>
    ),
    rowActions: (row, ctx) => <ApproveButton row={row} size="small" link onDone={ctx.reload} />,
    rowActionsWidth: 130,
    editRoute: cacheEditRoute,
    defaultFilters: { status: [CacheStatus.pending] },
  }),
};
