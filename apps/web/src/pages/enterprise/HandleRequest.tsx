/**
 * Accepting or declining a waiting network-expansion request, from its row in the list or its detail screen:
 * accept assigns it to an admin with a note, decline needs the reason the requester is told. The top bar's
 * badge recounts as soon as the call succeeds (the family's changes notify the counters).
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  adminUserResource,
  enterprisePaths,
  NetworkExpansionStatus,
  networkExpansionResource,
  type ResourceRow,
} from '@console/contract';
import { App, type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { request } from '../../api/request.ts';
import { useFamilyMutation } from '../../resources/api.ts';
import { RowLink } from '../../resources/list/rowActions.tsx';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useUserStore } from '../../stores/user.ts';
import { useEnterpriseT } from './strings.ts';

type Mode = 'accept' | 'decline';

interface HandleValues {
  assignee_id?: number;
  note?: string;
  reason?: string;
}

export function HandleRequest({ row, onDone }: { row: ResourceRow; onDone?: () => void }) {
  const t = useEnterpriseT();
  const { message } = App.useApp();
  const me = useUserStore((s) => s.uid);
  const [mode, setMode] = useState<Mode | null>(null);
  const [form] = Form.useForm<HandleValues>();
  const handle = useFamilyMutation(networkExpansionResource, (values: HandleValues & { mode: Mode }) =>
    values.mode === 'accept'
      ? request<{ updated: number }>(enterprisePaths.networkExpansionAccept, {
          body: { ids: [row.id], assignee_id: values.assignee_id, note: values.note ?? '' },
        })
      : request<{ updated: number }>(enterprisePaths.networkExpansionDecline, {
          body: { ids: [row.id], reason: values.reason ?? '' },
        }),
  );
  if (row.status !== NetworkExpansionStatus.waiting) return null;

  const open = (next: Mode) => {
    form.resetFields();
    if (next === 'accept' && me) form.setFieldsValue({ assignee_id: me });
    setMode(next);
  };
  const submit = async () => {
    if (!mode) return;
    const values = await form.validateFields();
    await handle.mutateAsync({ ...values, mode });
    message.success(mode === 'accept' ? t('accepted') : t('declined'));
    setMode(null);
    onDone?.();
  };

  return (
    <>
      <RowLink icon={<CheckOutlined />} onClick={() => open('accept')} data-testid="request-accept">
        {t('accept')}
      </RowLink>
      <RowLink danger icon={<CloseOutlined />} onClick={() => open('decline')} data-testid="request-decline">
        {t('decline')}
      </RowLink>
      <Modal
        open={mode !== null}
        title={mode === 'accept' ? t('acceptTitle') : t('declineTitle')}
        onCancel={() => setMode(null)}
        onOk={() => void submit()}
        confirmLoading={handle.isPending}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'request-submit' } as ButtonProps}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {mode === 'accept' ? (
            <>
              <Form.Item
                name="assignee_id"
                label={t('assignee')}
                rules={[{ required: true, message: t('assigneeRequired') }]}
              >
                <ReferenceSelect target={adminUserResource.key} data-testid="request-assignee" />
              </Form.Item>
              <Form.Item name="note" label={t('note')} rules={[{ max: 2000 }]}>
                <Input.TextArea rows={3} data-testid="request-note" />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="reason"
              label={t('reason')}
              rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 500 }]}
            >
              <Input.TextArea rows={3} data-testid="request-reason" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
