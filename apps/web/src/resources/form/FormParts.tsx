/** The parts every form in a drawer or a dialog draws alike: what the server refused, and the footer. */
import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

/**
 * The footer of a form in a drawer or a dialog: cancel, then the primary action (保存 unless named), pushed to
 * the right. `children` go between the two (a second action).
 */
export function FormFooter({
  onCancel,
  onSubmit,
  submitting,
  disabled,
  submitLabel,
  cancelLabel,
  cancelTestId,
  submitTestId,
  children,
}: {
  onCancel: () => void;
  onSubmit: () => void;
  submitting?: boolean;
  disabled?: boolean;
  submitLabel?: ReactNode;
  cancelLabel?: ReactNode;
  cancelTestId?: string;
  submitTestId?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Space className="resource-form__footer">
      <Button onClick={onCancel} data-testid={cancelTestId}>
        {cancelLabel ?? t('cancel')}
      </Button>
      {children}
      <Button
        type="primary"
        loading={submitting}
        disabled={disabled}
        onClick={onSubmit}
        data-testid={submitTestId}
      >
        {submitLabel ?? t('save')}
      </Button>
    </Space>
  );
}

/** What the server refused of a form's last submit, above the form. */
export function FormError({ message, testId }: { message: ReactNode; testId?: string }) {
  return (
    <Alert type="error" showIcon title={message} className="resource-form__error" data-testid={testId} />
  );
}
