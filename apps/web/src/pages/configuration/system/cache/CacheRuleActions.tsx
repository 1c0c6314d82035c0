/** The cache rule list's own row actions: the keys matching the rule, and deleting them as a group. */
import type { cacheRuleResource, ListRowOf } from '@console/contract';
import { useState } from 'react';
import { RowLink } from '../../../../resources/list/RowLink.tsx';
import { useSystemStrings } from '../strings.ts';
import { CacheKeysDrawer } from './CacheKeysDrawer.tsx';
import { useDeleteCacheGroup } from './useDeleteCacheGroup.tsx';

export function CacheRuleActions({ row }: { row: ListRowOf<typeof cacheRuleResource> }) {
  const s = useSystemStrings();
  const [open, setOpen] = useState(false);
  const deleteGroup = useDeleteCacheGroup();
  const pattern = row.pattern;
  if (!pattern) return null;
  return (
    <>
      <RowLink onClick={() => setOpen(true)} data-testid="row-cache-keys">
        {s.viewKeys}
      </RowLink>
      <RowLink danger onClick={() => deleteGroup(pattern)} data-testid="row-cache-delete-group">
        {s.deleteGroup}
      </RowLink>
      <CacheKeysDrawer pattern={pattern} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
