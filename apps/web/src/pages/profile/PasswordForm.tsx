/**
 * Changing one's own password: the current one, the new one twice. The length rules are the server's; a
 * wrong current password is the server's answer, shown next to that field.
 */
import { ResultCode } from '@console/contract';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/request.ts';
import { PASSWORD_MAX, PASSWORD_MIN, updatePassword } from './api.ts';
import { useProfileStrings } from './strings.ts';

interface PasswordFields {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export function PasswordForm() {
  const s = useProfileStrings();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordFields>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const onFinish = async (fields: PasswordFields) => {
    setBusy(true);
    setFailure('');
    try {
      await updatePassword({ old_password: fields.old_password, new_password: fields.new_password });
      message.success(s.passwordChanged);
      form.resetFields();
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      // A wrong current password (code 2, invalid) is shown at its field; too many of them (throttled) above.
      if (error instanceof ApiError && error.code === ResultCode.invalid) {
        form.setFields([{ name: 'old_password', errors: [text] }]);
      } else {
        setFailure(text);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordFields>
      form={form}
      layout="vertical"
      onFinish={(fields) => void onFinish(fields)}
      data-testid="password-form"
      style={{ maxWidth: 480 }}
    >
      <Typography.Paragraph type="secondary">{s.passwordHint}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure}
          style={{ marginBottom: 16 }}
          data-testid="password-error"
        />
      )}
      <Form.Item
        name="old_password"
        label={s.oldPassword}
        rules={[{ required: true, message: s.oldPasswordRequired }]}
      >
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} data-testid="password-old" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={s.newPassword}
        dependencies={['old_password']}
        rules={[
          { required: true, message: s.newPasswordRequired },
          { min: PASSWORD_MIN, message: s.newPasswordMin(PASSWORD_MIN) },
          { max: PASSWORD_MAX, message: s.newPasswordMax(PASSWORD_MAX) },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value === getFieldValue('old_password')) throw new Error(s.newPasswordSame);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={s.confirmPassword}
        dependencies={['new_password']}
        rules={[
          { required: true, message: s.confirmPasswordRequired },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('new_password')) {
                throw new Error(s.confirmPasswordMismatch);
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="password-confirm" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
        {s.passwordSubmit}
      </Button>
    </Form>
  );
}
