/**
 * The cache list's duplicates column: for a waiting card, how many kept cards look like the same person (the
 * page's waiting rows counted in one call), opening the check dialog; handled cards show nothing to do.
 */
import { type CachedCardRow, CardCacheStatus } from '@console/contract';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { RowLink } from '../../resources/list/RowLink.tsx';
import { Placeholder } from '../../shell/Placeholder.tsx';
import { useDuplicateCounts } from './api.ts';
import { useCustomerT } from './strings.ts';

// The dialog is loaded when first opened, not with the shell.
const CheckCardDialog = lazy(() =>
  import('./CheckCardDialog.tsx').then((m) => ({ default: m.CheckCardDialog })),
);

const isWaiting = (row: CachedCardRow) => row.status === CardCacheStatus.waiting;

export function DuplicateCell({ row, rows }: { row: CachedCardRow; rows: readonly CachedCardRow[] }) {
  const t = useCustomerT();
  const [open, setOpen] = useState(false);
  const counts = useDuplicateCounts(rows.filter(isWaiting).map((r) => r.id));
  if (!isWaiting(row)) return <Placeholder value={null} />;
  if (counts.isPending) return <Spin size="small" />;
  const n = counts.data?.[row.id] ?? 0;
  return (
    <>
      <RowLink danger={n > 0} onClick={() => setOpen(true)} data-testid="customer-duplicates" data-count={n}>
        {n > 0 ? t('duplicateCount', { n }) : t('noDuplicate')}
      </RowLink>
      {open && (
        <Suspense fallback={<Spin size="small" />}>
          <CheckCardDialog cached={row} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
