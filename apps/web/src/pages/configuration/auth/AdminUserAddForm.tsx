/**
 * The add form of admin accounts (replaces the generic one): an account needs its initial password, which the
 * generic `add` does not take, so it posts `/admin/user/add`. The password can be generated here and stays
 * visible so the operator can copy it for the new admin.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import {
  AdminRole,
  adminEndpoints,
  adminUserResource,
  type ResourceDef,
  type ResourceField,
  type RowOf,
} from '@console/contract';
import { App, Button, Drawer, Form, Input } from 'antd';
import { Fragment, useState } from 'react';
import { call } from '../../../api/call.ts';
import { ApiError } from '../../../api/request.ts';
import { useT } from '../../../i18n/index.ts';
import { useFamilyMutation } from '../../../resources/api.ts';
import { FieldControl } from '../../../resources/form/controls.tsx';
import { FormError, FormFooter } from '../../../resources/form/FormParts.tsx';
import { fieldRules } from '../../../resources/form/rules.ts';
import { fieldNamedIn, formFields } from '../../../resources/form/values.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useUserStore } from '../../../stores/user.ts';
import { CopyButton } from './CopyButton.tsx';
import { generatePassword, PASSWORD_MAX, PASSWORD_MIN } from './password.ts';
import { useAuthT } from './strings.ts';
import './auth.css';

const def: ResourceDef = adminUserResource;

/** The declared fields this form asks for; the avatar and the switch are set later in the edit form. */
const ASKED = ['username', 'name', 'role', 'layout_roles', 'api_roles'] as const;

function declared(name: string): ResourceField {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw new Error(`admin_user declares no field ${name}`);
  return field;
}

// A type, not an interface: the add call's input is a record of fields, which an interface is not assignable to.
export type NewAdmin = {
  username: string;
  name?: string;
  password: string;
  role?: string;
  layout_roles?: number[];
  api_roles?: number[];
};

export function addAdmin(values: NewAdmin): Promise<RowOf<typeof adminUserResource>> {
  return call(adminEndpoints.add, values, { handleError: false });
}

export function AdminUserAddForm({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const at = useAuthT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  // Only a super admin sets the account type (the server refuses it from anyone else).
  const isSuper = useUserStore((s) => s.role === AdminRole.superAdmin);
  const [form] = Form.useForm<NewAdmin>();
  const password = Form.useWatch('password', form) ?? '';
  const [serverError, setServerError] = useState('');
  const save = useFamilyMutation(def, addAdmin);
  const asked = ASKED.filter((name) => name !== 'role' || isSuper).map(declared);

  const submit = async () => {
    const values = await form.validateFields();
    setServerError('');
    const body: NewAdmin = { ...values, username: values.username.trim() };
    if (!isSuper) delete body.role;
    try {
      const created = await save.mutateAsync(body);
      message.success(at('adminCreated', { username: created.username }));
      onCreated();
      onClose();
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('requestFailed');
      setServerError(text);
      const named = fieldNamedIn(text, formFields(def, 'add'));
      if (named && asked.some((f) => f.name === named))
        form.setFields([{ name: named as keyof NewAdmin, errors: [text] }]);
    }
  };

  const passwordItem = (
    <Form.Item label={at('password')} required extra={at('passwordHelp')}>
      <div className="auth-password-row">
        <Form.Item
          name="password"
          noStyle
          rules={[
            { required: true, message: at('passwordRequired') },
            { min: PASSWORD_MIN, message: at('passwordTooShort') },
            { max: PASSWORD_MAX, message: at('passwordTooLong') },
          ]}
        >
          {/* Plain text on purpose: the operator reads and copies it for the new admin. */}
          <Input autoComplete="new-password" spellCheck={false} data-testid="field-password" />
        </Form.Item>
        <Button
          icon={<ThunderboltOutlined />}
          onClick={() => form.setFields([{ name: 'password', value: generatePassword(), errors: [] }])}
          data-testid="password-generate"
        >
          {at('generate')}
        </Button>
        <CopyButton text={password} data-testid="password-copy" />
      </div>
    </Form.Item>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={640}
      title={at('addAdminTitle')}
      data-testid="admin-add-form"
      footer={
        <FormFooter
          onCancel={onClose}
          onSubmit={() => void submit().catch(() => {})}
          submitting={save.isPending}
          cancelTestId="admin-add-cancel"
          submitTestId="admin-add-submit"
        />
      }
    >
      {serverError && <FormError message={serverError} testId="admin-add-error" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: AdminRole.admin, layout_roles: [], api_roles: [] }}
      >
        {asked.map((field) => (
          <Fragment key={field.name}>
            <Form.Item
              name={field.name}
              label={field.label[locale]}
              tooltip={field.help?.[locale]}
              rules={fieldRules(field, locale)}
            >
              {field.kind === 'children' ? null : <FieldControl field={field} locale={locale} />}
            </Form.Item>
            {/* The password right after who the account is. */}
            {field.name === 'name' && passwordItem}
          </Fragment>
        ))}
      </Form>
    </Drawer>
  );
}
