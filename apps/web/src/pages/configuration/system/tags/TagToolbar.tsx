/** The tag list's own toolbar buttons: bind the ticked tags in bulk, copy a company's tags to a user. */
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import type { ResourceScreenContext } from '../../../../resources/extensions.ts';
import { useSystemStrings } from '../strings.ts';
import { CopyCompanyTagsDialog } from './CopyCompanyTagsDialog.tsx';
import { TagBindDialog } from './TagBindDialog.tsx';

export function TagToolbar({ ctx }: { ctx: ResourceScreenContext }) {
  const s = useSystemStrings();
  const [dialog, setDialog] = useState<'bind' | 'copy' | null>(null);
  const none = ctx.selectedIds.length === 0;
  return (
    <>
      <Tooltip title={none ? s.bulkBindHint : undefined}>
        <Button
          icon={<LinkOutlined />}
          disabled={none}
          onClick={() => setDialog('bind')}
          data-testid="tag-bulk-bind"
        >
          {s.bulkBind}
        </Button>
      </Tooltip>
      <Button icon={<CopyOutlined />} onClick={() => setDialog('copy')} data-testid="tag-copy-company">
        {s.copyCompany}
      </Button>
      <TagBindDialog open={dialog === 'bind'} tagIds={ctx.selectedIds} onClose={() => setDialog(null)} />
      <CopyCompanyTagsDialog open={dialog === 'copy'} onClose={() => setDialog(null)} />
    </>
  );
}
