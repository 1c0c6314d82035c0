/**
 * Approve or reject an access request with a reason (a rejection must give one). Only a pending request
 * offers the buttons; a decided one says who decided, when and how. The server refuses a second decision.
 */
import { accessRequestResource, accessRequestStateOptions, type ListRowOf } from '@console/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useFamilyMutation } from '../../../resources/api.ts';
import { RowLink } from '../../../resources/list/RowLink.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { decideRequest } from './api.ts';
import { useXrefT } from './strings.ts';

type Decision = 'approved' | 'rejected';
type RequestRow = ListRowOf<typeof accessRequestResource>;

export function DecideButtons({ row, onDone }: { row: RequestRow; onDone?: () => void }) {
  const t = useXrefT();
  const decide = useFamilyMutation(accessRequestResource, decideRequest);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (row.state !== 'pending') return null;
  const who = row.requester;
  const close = () => {
    setDecision(null);
    setReason('');
  };
  const submit = async () => {
    if (!decision) return;
    setBusy(true);
    try {
      await decide.mutateAsync({ id: row.id, decision, reason: reason.trim() });
      close();
      onDone?.();
    } finally {
      setBusy(false);
    }
  };
  const missingReason = decision === 'rejected' && reason.trim() === '';
  return (
    <>
      <RowLink onClick={() => setDecision('approved')} data-testid="request-approve">
        {t('approve')}
      </RowLink>
      <RowLink danger onClick={() => setDecision('rejected')} data-testid="request-reject">
        {t('reject')}
      </RowLink>
      {/* Mounted only once a decision is chosen: a list shows these buttons on every pending row. */}
      {decision !== null && (
        <Modal
          open
          title={t(decision === 'rejected' ? 'decideTitleReject' : 'decideTitleApprove', { who })}
          onCancel={close}
          onOk={() => void submit()}
          okButtonProps={{ disabled: missingReason, loading: busy, danger: decision === 'rejected' }}
          okText={decision === 'rejected' ? t('reject') : t('approve')}
        >
          <Form layout="vertical">
            <Form.Item
              label={t('reason')}
              required={decision === 'rejected'}
              help={missingReason ? t('reasonRequired') : undefined}
            >
              <Input.TextArea
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={500}
                showCount
                rows={3}
                placeholder={t('reasonPlaceholder')}
                data-testid="request-reason"
              />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}

/** Below a request's details: the buttons while pending, else how it was decided. */
export function DecisionPanel({ row }: { row: RequestRow }) {
  const t = useXrefT();
  const locale = useLocaleStore((s) => s.locale);
  if (row.state === 'pending') {
    return (
      <div className="row-actions">
        <DecideButtons row={row} />
      </div>
    );
  }
  const state = accessRequestStateOptions.find((option) => option.value === row.state)?.label[locale] ?? '';
  return (
    <Alert
      type={row.state === 'approved' ? 'success' : 'warning'}
      showIcon
      title={t('decided')}
      description={t('decidedNote', {
        at: (row.decided_at ?? '').replace('T', ' ').slice(0, 19),
        by: String(row.$labels?.decided_by ?? '—'),
        state,
      })}
    />
  );
}
