/**
 * The screen of one role (`…/role_details?id=`), layout or API: its name and description and its
 * authorities in the family's own picker, saved through the family's update; its change history below.
 */
import { SaveOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@console/contract';
import { App, Button, Card, Col, Form, Row, Space } from 'antd';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../api/request.ts';
import { useT } from '../../../i18n/index.ts';
import { updateRow, useFamilyMutation, useResourceRow } from '../../../resources/api.ts';
import { ChangeHistory } from '../../../resources/ChangeHistory.tsx';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import { FieldControl } from '../../../resources/form/controls.tsx';
import { FormError } from '../../../resources/form/FormParts.tsx';
import { fieldRules } from '../../../resources/form/rules.ts';
import { changedValues, fieldNamedIn, formFields, toFormValues } from '../../../resources/form/values.ts';
import { BackButton, rowScreen, useRouteRowId } from '../../../resources/RowScreen.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useAuthT } from './strings.ts';
import './auth.css';

export interface RoleDetailsProps {
  def: ResourceDef;
  /** The picker of the role's `authorities`. */
  AuthorityPicker: ComponentType<FieldWidgetProps<number[] | null>>;
  /** Runs after a successful save (the layout role's screen re-reads the admin's own menu). */
  afterSave?: () => Promise<void>;
}

export function RoleDetails({ def, AuthorityPicker, afterSave }: RoleDetailsProps) {
  const t = useT();
  const at = useAuthT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const id = useRouteRowId({ query: true });
  const row = useResourceRow(def, id);
  const fields = useMemo(() => formFields(def, 'edit').filter(({ disabled }) => !disabled), [def]);
  const [form] = Form.useForm();
  const [serverError, setServerError] = useState('');
  const save = useFamilyMutation(def, (changes: Record<string, unknown>) =>
    updateRow(def, id as number, changes),
  );

  useEffect(() => {
    if (row.data) form.setFieldsValue(toFormValues(fields, row.data));
  }, [row.data, fields, form]);

  const screen = rowScreen(id, row, { backTo: def.route });
  if (screen.state) return screen.state;
  const loaded = screen.row;

  const submit = async () => {
    const values = await form.validateFields();
    setServerError('');
    const changes = changedValues(fields, loaded, values);
    if (Object.keys(changes).length === 0) {
      message.info(t('noChanges'));
      return;
    }
    try {
      await save.mutateAsync(changes);
      message.success(at('roleSaved'));
      await afterSave?.();
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('requestFailed');
      setServerError(text);
      const named = fieldNamedIn(text, fields);
      if (named) form.setFields([{ name: named, errors: [text] }]);
    }
  };

  return (
    <Space
      orientation="vertical"
      size={16}
      className="resource-detail auth-role-details"
      data-testid="role-details"
    >
      <div>{def.route && <BackButton to={def.route} />}</div>
      <Card
        title={at('roleDetailsTitle', {
          label: def.label[locale],
          name: String(loaded[def.titleField] ?? `#${loaded.id}`),
        })}
        extra={
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => void submit().catch(() => {})}
            data-testid="role-save"
          >
            {at('roleSave')}
          </Button>
        }
      >
        {serverError && <FormError message={serverError} testId="role-error" />}
        <Form form={form} layout="vertical" initialValues={toFormValues(fields, loaded)}>
          <Row gutter={24}>
            {fields.map(({ field }) =>
              field.kind === 'children' ? null : (
                // Name and description side by side; the authorities take the whole width below.
                <Col key={field.name} xs={24} lg={field.name === 'authorities' ? 24 : 12}>
                  <Form.Item
                    name={field.name}
                    label={field.label[locale]}
                    tooltip={field.help?.[locale]}
                    rules={fieldRules(field, locale)}
                  >
                    {field.name === 'authorities' ? (
                      <AuthorityPicker field={field} />
                    ) : (
                      <FieldControl field={field} locale={locale} />
                    )}
                  </Form.Item>
                </Col>
              ),
            )}
          </Row>
        </Form>
      </Card>
      <ChangeHistory def={def} id={loaded.id} />
    </Space>
  );
}
