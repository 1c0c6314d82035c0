/**
 * The admin list's "reset password" row action: confirmed first, then the server generates a password and
 * answers it once; it is shown once, in a modal with a copy button, and forgotten when the modal closes.
 */
import { adminEndpoints, type adminUserResource, type ListRowOf } from '@console/contract';
import { App, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/call.ts';
import { CopyButton } from './CopyButton.tsx';
import { useAuthT } from './strings.ts';
import './auth.css';
import { RowLink } from '../../../resources/list/RowLink.tsx';

/** Without a chosen password the server generates one and answers it (a chosen one is never echoed). */
export function resetPassword(id: number): Promise<{ password: string | null }> {
  return call(adminEndpoints.passwordReset, { id });
}

export function ResetPasswordAction({ row }: { row: ListRowOf<typeof adminUserResource> }) {
  const at = useAuthT();
  const { modal } = App.useApp();
  const [shown, setShown] = useState<string | null>(null);
  const username = row.username;

  const confirm = () =>
    modal.confirm({
      title: at('resetConfirmTitle', { username }),
      content: at('resetConfirmText'),
      okButtonProps: { danger: true, 'data-testid': 'reset-password-ok' },
      onOk: async () => {
        // A failure is reported by the request function; the confirm closes either way.
        const { password } = await resetPassword(row.id).catch(() => ({ password: null }));
        if (password) setShown(password);
      },
    });

  return (
    <>
      <RowLink danger onClick={confirm} data-testid="row-reset-password">
        {at('resetPassword')}
      </RowLink>
      {/* Mounted only while there is a password: closing removes it from the page at once. */}
      {shown !== null && (
        <Modal
          open
          title={at('resetDoneTitle', { username })}
          onCancel={() => setShown(null)}
          maskClosable={false}
          destroyOnHidden
          footer={[
            <CopyButton key="copy" text={shown ?? ''} data-testid="reset-password-copy" />,
            <Button
              key="close"
              type="primary"
              onClick={() => setShown(null)}
              data-testid="reset-password-close"
            >
              {at('resetDoneClose')}
            </Button>,
          ]}
          data-testid="reset-password-result"
        >
          <Typography.Paragraph type="warning">{at('resetDoneText')}</Typography.Paragraph>
          <code className="auth-shown-password" data-testid="reset-password-value">
            {shown}
          </code>
        </Modal>
      )}
    </>
  );
}
