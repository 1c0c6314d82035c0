/**
 * The user list's "export by e-mail" (the spec's `export_with_email`): the current filters go to the server,
 * which builds the file in the background and mails it; the dialog says where the mail goes when no SMTP server
 * is configured, and lists the recent exports with their state.
 */
import { MailOutlined } from '@ant-design/icons';
import { emailField, type ResourceDef, siteUserExportResource, userEndpoints } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { familyKey } from '../../resources/api.ts';
import { parseListQuery, toExportQuery } from '../../resources/listQuery.ts';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useUserT } from './strings.ts';

export function ExportMailButton({ def }: { def: ResourceDef }) {
  const t = useUserT();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outbox, setOutbox] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  // The file is built in the background: the recent exports are read again while the dialog shows them.
  useEffect(() => {
    if (!open || sent === 0) return;
    const timer = setInterval(
      () => queryClient.invalidateQueries({ queryKey: familyKey(siteUserExportResource) }),
      1500,
    );
    const stop = setTimeout(() => clearInterval(timer), 30_000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [open, sent, queryClient]);
  const [form] = Form.useForm<{ email: string }>();

  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      const query = toExportQuery(def, parseListQuery(def, params));
      const answer = await call(userEndpoints.exportWithEmail, { email, query });
      setOutbox(answer.outbox);
      message.success(t('exportMailQueued', { email }));
      setSent((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)} data-testid="user-export-mail">
        {t('exportMail')}
      </Button>
      <Modal
        open={open}
        title={t('exportMailTitle')}
        onCancel={() => setOpen(false)}
        okText={t('exportMailSend')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        width={760}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('exportMailHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="email"
            label={t('exportMailTo')}
            rules={[
              { required: true, message: t('emailInvalid') },
              { pattern: new RegExp(emailField.pattern), message: t('emailInvalid') },
            ]}
          >
            <Input placeholder="name@example.com" data-testid="user-export-mail-to" />
          </Form.Item>
        </Form>
        {outbox && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('exportMailOutbox', { dir: outbox })}
            data-testid="user-export-mail-outbox"
          />
        )}
        <RelatedRows
          def={siteUserExportResource}
          filter={{}}
          fields={['email', 'status', 'row_count', 'mail_id', 'error', 'created_at']}
          title={t('exportJobs')}
          size={5}
          testId="user-export-jobs"
        />
      </Modal>
    </>
  );
}
