/**
 * Approve and reject of one pending sheet, shared by the list's row actions and the detail page. Approving a
 * sheet whose company and grade are already published shows the differences first (MergeDiff); rejecting asks
 * for the reason, which the sheet keeps.
 */
import type { ResourceRow } from '@console/contract';
import { App, Button, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useCacheActions } from './api.ts';
import { MergeDiff } from './MergeDiff.tsx';
import { useCacheText } from './strings.ts';

interface Props {
  row: ResourceRow;
  /** The published sheet an approval merges into (null: none); undefined: asked for on the click. */
  target?: { id: number; dsno: string } | null;
  size?: 'small' | 'middle';
  link?: boolean;
  onDone?: () => void;
}

export function RejectButton({ row, size, link, onDone }: Omit<Props, 'target'>) {
  const text = useCacheText();
  const { message } = App.useApp();
  const actions = useCacheActions();
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={text('reason')}
      description={
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={2}
          style={{ width: 280 }}
          data-testid={`cache-reject-reason-${row.id}`}
        />
      }
      okText={text('rejectConfirm')}
      okButtonProps={{
        disabled: reason.trim() === '',
        danger: true,
        ...{ 'data-testid': 'cache-reject-ok' },
      }}
      onConfirm={async () => {
        await actions.reject(row.id, reason.trim());
        message.success(text('rejectedDone'));
        setReason('');
        onDone?.();
      }}
    >
      <Button size={size} type={link ? 'link' : 'default'} danger data-testid={`cache-reject-${row.id}`}>
        {text('reject')}
      </Button>
    </Popconfirm>
  );
}

export function ApproveButton({ row, target: known, size, link, onDone }: Props) {
  const text = useCacheText();
  const { message } = App.useApp();
  const actions = useCacheActions();
  const [busy, setBusy] = useState(false);
  const [diffOpen, setDiffOpen] = useState(false);
  const [asked, setAsked] = useState<{ id: number; dsno: string } | null>(null);
  const target = known === undefined ? asked : known;
  const approve = async () => {
    setBusy(true);
    try {
      const result = await actions.approve(row.id);
      message.success(
        result.merged ? text('mergedDone', { dsno: target?.dsno ?? '' }) : text('publishedDone'),
      );
      setDiffOpen(false);
      onDone?.();
    } catch {
      // request's failure handling has told the person.
    } finally {
      setBusy(false);
    }
  };
  const type = link ? 'link' : 'primary';
  return (
    <>
      <Button
        size={size}
        type={type}
        disabled={!row.checks_passed}
        loading={busy && !diffOpen}
        data-testid={`cache-approve-${row.id}`}
        onClick={async () => {
          // A merge is approved only after its differences were shown: the list asks the review first.
          let into = target;
          if (known === undefined) {
            setBusy(true);
            into = (await actions.review(row.id).catch(() => null))?.target ?? null;
            setBusy(false);
            setAsked(into);
          }
          if (into) setDiffOpen(true);
          else void approve();
        }}
      >
        {known ? text('showDiff') : text('approve')}
      </Button>
      {target && (
        <MergeDiff
          id={row.id}
          dsno={target.dsno}
          open={diffOpen}
          busy={busy}
          onCancel={() => setDiffOpen(false)}
          onConfirm={approve}
        />
      )}
    </>
  );
}

/** Both, side by side, for a pending sheet; nothing for a reviewed one. */
export function ReviewButtons(props: Props) {
  if (props.row.status !== 0) return null;
  return (
    <Space size={props.link ? 4 : 8}>
      <ApproveButton {...props} />
      <RejectButton row={props.row} size={props.size} link={props.link} onDone={props.onDone} />
    </Space>
  );
}
