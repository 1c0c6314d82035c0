/**
 * A campaign's own actions on the /email/list rows and detail: preview (the message as a recipient gets it, in a
 * sandboxed frame, with who it would reach), a test message to an address the operator types, sending (the
 * declared `send` transition, confirmed with the audience), and the progress of the sending, polled while the
 * server sends in batches, with sent, failed, bounced, skipped and read counts.
 */
import {
  type CampaignAudience,
  type CampaignProgress,
  CampaignStatus,
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailEndpoints,
  type ListRowOf,
  type RowOf,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Progress, Space, Statistic } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { familyKey } from '../../resources/api.ts';
import { RowLink } from '../../resources/list/RowLink.tsx';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useLocaleStore } from '../../stores/locale.ts';

/** A campaign as the list hands it over. */
type CampaignRow = ListRowOf<typeof emailCampaignResource>;

function useL() {
  const locale = useLocaleStore((s) => s.locale);
  return (zh: string, en: string) => (locale === 'en' ? en : zh);
}

function AudienceLine({ audience }: { audience: CampaignAudience }) {
  const L = useL();
  return (
    <Descriptions size="small" column={4} data-testid="campaign-audience">
      <Descriptions.Item label={L('匹配用户', 'Matched')}>{audience.matched}</Descriptions.Item>
      <Descriptions.Item label={L('将发送', 'Will get it')}>{audience.will_send}</Descriptions.Item>
      <Descriptions.Item label={L('已退订', 'Unsubscribed')}>{audience.unsubscribed}</Descriptions.Item>
      <Descriptions.Item label={L('无邮箱', 'No address')}>{audience.without_email}</Descriptions.Item>
    </Descriptions>
  );
}

export function CampaignPreview({ id, onClose }: { id: number; onClose: () => void }) {
  const L = useL();
  const preview = useQuery({
    queryKey: ['email-preview', id],
    queryFn: ({ signal }) => call(emailEndpoints.preview, { id }, { signal }),
  });
  return (
    <Modal open width={760} title={L('邮件预览', 'Preview')} footer={null} onCancel={onClose} destroyOnHidden>
      {preview.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <div>
            <strong>{L('主题', 'Subject')}：</strong>
            <span data-testid="campaign-preview-subject">{preview.data.subject}</span>
          </div>
          <AudienceLine audience={preview.data.audience} />
          <iframe
            title="preview"
            data-testid="campaign-preview"
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: '100%', height: 420, border: '1px solid #f0f0f0', borderRadius: 6 }}
          />
        </Space>
      )}
      {preview.error instanceof Error && <Alert type="error" message={preview.error.message} />}
    </Modal>
  );
}

function TestSend({ id, onClose }: { id: number; onClose: () => void }) {
  const L = useL();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [location, setLocation] = useState<string | null>(null);
  const submit = async ({ to }: { to: string }) => {
    setBusy(true);
    try {
      const sent = await call(emailEndpoints.testSend, { id, to });
      setLocation(sent.location);
      message.success(L(`测试邮件已发送至 ${to}`, `Test sent to ${to}`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={L('测试发送', 'Send a test')} footer={null} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          name="to"
          label={L('收件地址', 'Send to')}
          rules={[{ required: true, type: 'email', message: L('请输入邮箱地址', 'Type an e-mail address') }]}
        >
          <Input data-testid="campaign-test-to" placeholder="ops@example.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="campaign-test-send">
          {L('发送测试邮件', 'Send the test')}
        </Button>
      </Form>
      {location && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          message={L(`未配置 SMTP，邮件写入 ${location}`, `No SMTP configured: written to ${location}`)}
        />
      )}
    </Modal>
  );
}

function SendConfirm({
  row,
  onClose,
  onSent,
}: {
  row: CampaignRow;
  onClose: () => void;
  onSent: () => void;
}) {
  const L = useL();
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: ['email-preview', row.id],
    queryFn: ({ signal }) => call(emailEndpoints.preview, { id: row.id }, { signal }),
  });
  const send = async () => {
    setBusy(true);
    try {
      await call(emailEndpoints.send, { id: row.id, updated_at: row.updated_at || undefined });
      onSent();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={L(`发送“${row.name}”`, `Send "${row.name}"`)}
      onCancel={onClose}
      onOk={send}
      okText={L('开始发送', 'Start sending')}
      okButtonProps={{
        loading: busy,
        disabled: !preview.data?.audience.will_send,
        'data-testid': 'campaign-send-ok',
      }}
      destroyOnHidden
    >
      {preview.data && <AudienceLine audience={preview.data.audience} />}
      {preview.error instanceof Error && <Alert type="error" message={preview.error.message} />}
      <Alert
        type="warning"
        message={L('发送后不能撤回已发出的邮件', 'Mail once sent cannot be taken back')}
      />
    </Modal>
  );
}

/** The sending's progress; polled every second while the campaign sends. */
export function CampaignProgressPanel({ id }: { id: number }) {
  const L = useL();
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['email-progress', id],
    queryFn: async ({ signal }) => {
      const answer = await call(emailEndpoints.progress, { id }, { signal });
      // The counts on the list's rows follow once the sending stopped.
      if (answer.status !== CampaignStatus.sending)
        void queryClient.invalidateQueries({ queryKey: familyKey(emailCampaignResource) });
      return answer;
    },
    refetchInterval: (query) =>
      (query.state.data as CampaignProgress | undefined)?.status === CampaignStatus.sending ? 1000 : false,
  });
  const p = progress.data;
  if (!p) return null;
  const done = p.total - p.pending;
  const percent = p.total === 0 ? 0 : Math.round((100 * done) / p.total);
  const state =
    p.status === CampaignStatus.sending
      ? 'active'
      : p.status === CampaignStatus.failed
        ? 'exception'
        : 'success';
  return (
    <div data-testid="campaign-progress" data-status={p.status}>
      <Progress percent={percent} status={state} />
      <Space size="large" wrap style={{ marginTop: 8 }}>
        <Statistic title={L('收件人', 'Recipients')} value={p.total} />
        <Statistic title={L('已发送', 'Sent')} value={p.sent} />
        <Statistic title={L('已读', 'Read')} value={p.read} />
        <Statistic title={L('失败', 'Failed')} value={p.failed} />
        <Statistic title={L('退信', 'Bounced')} value={p.bounced} />
        <Statistic title={L('退订跳过', 'Unsubscribed')} value={p.skipped} />
        <Statistic title={L('批次', 'Batches')} value={p.batches} />
      </Space>
      {p.status === CampaignStatus.sent && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          message={L('发送完成', 'Done')}
          data-testid="campaign-done"
        />
      )}
      {p.last_error && <Alert style={{ marginTop: 12 }} type="error" message={p.last_error} />}
    </div>
  );
}

/** Below a campaign's details: its progress and recipients. */
export function CampaignDetail({ row }: { row: RowOf<typeof emailCampaignResource> }) {
  if (row.status === CampaignStatus.draft) return null;
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <CampaignProgressPanel id={row.id} />
      <RelatedRows
        def={emailCampaignRecipientResource}
        filter={{ campaign_id: row.id }}
        fields={['email', 'status', 'batch', 'mail_id', 'error', 'sent_at']}
        testId="campaign-recipients"
      />
    </Space>
  );
}

type Open = 'preview' | 'test' | 'send' | 'progress' | null;

export function CampaignRowActions({ row, reload }: { row: CampaignRow; reload: () => void }) {
  const L = useL();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const draft = row.status === CampaignStatus.draft;
  return (
    <>
      <RowLink onClick={() => setOpen('preview')} data-testid="campaign-preview-open">
        {L('预览', 'Preview')}
      </RowLink>
      <RowLink onClick={() => setOpen('test')} data-testid="campaign-test-open">
        {L('测试', 'Test')}
      </RowLink>
      {draft ? (
        <RowLink onClick={() => setOpen('send')} data-testid="campaign-send-open">
          {L('发送', 'Send')}
        </RowLink>
      ) : (
        <RowLink onClick={() => setOpen('progress')} data-testid="campaign-progress-open">
          {L('进度', 'Progress')}
        </RowLink>
      )}
      {open === 'preview' && <CampaignPreview id={row.id} onClose={close} />}
      {open === 'test' && <TestSend id={row.id} onClose={close} />}
      {open === 'send' && (
        <SendConfirm
          row={row}
          onClose={close}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: familyKey(emailCampaignRecipientResource) });
            reload();
            setOpen('progress');
          }}
        />
      )}
      {open === 'progress' && (
        <Modal
          open
          width={720}
          title={L(`发送进度：${row.name}`, `Progress: ${row.name}`)}
          footer={null}
          onCancel={() => {
            close();
            reload();
          }}
          destroyOnHidden
        >
          <CampaignProgressPanel id={row.id} />
        </Modal>
      )}
    </>
  );
}
