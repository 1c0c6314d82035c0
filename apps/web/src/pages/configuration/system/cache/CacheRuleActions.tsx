/** The cache rule list's own row actions: the keys matching the rule, and deleting them as a group. */
import type { ResourceRow } from '@console/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useSystemStrings } from '../strings.ts';
import { CacheKeysDrawer } from './CacheKeysDrawer.tsx';
import { useDeleteCacheGroup } from './useDeleteCacheGroup.tsx';

export function CacheRuleActions({ row }: { row: ResourceRow }) {
  const s = useSystemStrings();
  const [open, setOpen] = useState(false);
  const deleteGroup = useDeleteCacheGroup();
  const pattern = typeof row.pattern === 'string' ? row.pattern : '';
  if (!pattern) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="row-cache-keys">
        {s.viewKeys}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        onClick={() => deleteGroup(pattern)}
        data-testid="row-cache-delete-group"
      >
        {s.deleteGroup}
      </Button>
      <CacheKeysDrawer pattern={pattern} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
