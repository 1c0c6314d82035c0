/**
 * Approve of one pending sheet, shared by the list's row actions and the detail page: the declared `approve`
 * transition with this domain's own control, because approving a sheet whose company and grade are already
 * published shows the differences first (MergeDiff). Reject (with its reason) is the generic transition's.
 */
import { type datasheetCacheResource, type ListRowOf, transitionPath } from '@console/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../api/grants.ts';
import { approveTransition, cacheDef, useApprove, useCacheActions } from './api.ts';
import { MergeDiff } from './MergeDiff.tsx';
import { useCacheText } from './strings.ts';

interface Props {
  row: ListRowOf<typeof datasheetCacheResource>;
  /** The published sheet an approval merges into (null: none); undefined: asked for on the click. */
  target?: { id: number; dsno: string } | null;
  size?: 'small' | 'middle';
  link?: boolean;
  onDone?: () => void;
}

export function ApproveButton({ row, target: known, size, link, onDone }: Props) {
  const text = useCacheText();
  const { message } = App.useApp();
  const can = useCan();
  const actions = useCacheActions();
  const approval = useApprove();
  const [asking, setAsking] = useState(false);
  const [diffOpen, setDiffOpen] = useState(false);
  const [asked, setAsked] = useState<{ id: number; dsno: string } | null>(null);
  const target = known === undefined ? asked : known;
  // Only for a pending sheet, and only for an admin granted the transition (the server judges the call again).
  if (row.status !== approveTransition.from[0]) return null;
  if (!can('POST', transitionPath(cacheDef, approveTransition))) return null;
  const approve = async (into: { dsno: string } | null) => {
    try {
      await approval.mutateAsync(row);
      message.success(into ? text('mergedDone', { dsno: into.dsno }) : text('publishedDone'));
      setDiffOpen(false);
      onDone?.();
    } catch {
      // request's failure handling has told the person.
    }
  };
  const busy = asking || approval.isPending;
  return (
    <>
      <Button
        size={size}
        type={link ? 'link' : 'primary'}
        disabled={!row.checks_passed}
        loading={busy && !diffOpen}
        data-testid={`cache-approve-${row.id}`}
        onClick={async () => {
          // A merge is approved only after its differences were shown: the list asks the review first.
          let into = target;
          if (known === undefined) {
            setAsking(true);
            into = (await actions.review(row.id).catch(() => null))?.target ?? null;
            setAsking(false);
            setAsked(into);
          }
          if (into) setDiffOpen(true);
          else void approve(null);
        }}
      >
        {known ? text('showDiff') : text('approve')}
      </Button>
      {target && (
        <MergeDiff
          id={row.id}
          dsno={target.dsno}
          open={diffOpen}
          busy={approval.isPending}
          onCancel={() => setDiffOpen(false)}
          onConfirm={() => approve(target)}
        />
      )}
    </>
  );
}
