/**
 * On the datasheet list: the ticked sheets as an xlsx in the import layout (one row per property value), to
 * edit and import again through the cache, where the dry run lists exactly the values edited.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { datasheetEndpoints } from '@console/contract';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { download } from '../../../api/call.ts';
import type { ResourceScreenContext } from '../../../resources/extensions.ts';
import { useCacheText } from './strings.ts';

export function RowsExportButton({ ctx }: { ctx: ResourceScreenContext }) {
  const text = useCacheText();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Tooltip title={text('rowsExportHint')}>
      <Button
        icon={<DownloadOutlined />}
        disabled={ctx.selectedIds.length === 0}
        loading={busy}
        data-testid="sheet-rows-export"
        onClick={async () => {
          setBusy(true);
          try {
            const result = await download(
              datasheetEndpoints.rowsExport,
              { ids: ctx.selectedIds.join(',') },
              'datasheet-rows.xlsx',
            );
            message.success(text('rowsExported', { name: result.filename }));
          } catch {
            // request's failure handling has told the person.
          } finally {
            setBusy(false);
          }
        }}
      >
        {text('rowsExport')}
      </Button>
    </Tooltip>
  );
}
