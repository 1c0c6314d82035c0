/**
 * /enterprise/factory/attribute_details/:id — a factory's free attributes (key, value, unit), edited as one
 * table and saved together (the factory's `attributes` child rows, in one update).
 */
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { type ChildrenField, detailUrl, factoryResource, type ResourceDef } from '@console/contract';
import { App, Button, Card, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { useT } from '../../i18n/index.ts';
import { updateRow, useFamilyMutation, useResourceRow } from '../../resources/api.ts';
import { ChildrenTable } from '../../resources/form/ChildrenTable.tsx';
import { fromFormValue, toFormValue } from '../../resources/form/values.ts';
import { rowScreen, useRouteRowId } from '../../resources/RowScreen.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { useEnterpriseT } from './strings.ts';

const def = factoryResource as ResourceDef;
const field = factoryResource.fields.find((f) => f.name === 'attributes') as ChildrenField;

export function FactoryAttributesPage() {
  const t = useEnterpriseT();
  const common = useT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const id = useRouteRowId({ query: true });
  const read = useResourceRow(factoryResource, id);
  const [form] = Form.useForm();
  const save = useFamilyMutation(def, (rows: unknown) =>
    updateRow(def, id as number, { attributes: fromFormValue(field, rows) }),
  );
  useEffect(() => {
    if (read.data) form.setFieldsValue({ attributes: toFormValue(field, read.data.attributes) });
  }, [read.data, form]);

  const { state, row } = rowScreen(id, read, { backTo: def.route });
  if (state) return state;
  const details = detailUrl(def, row.id);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync(values.attributes ?? []);
      message.success(common('saved'));
    } catch (error) {
      message.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card
      title={t('attributesOf', { name: row.name })}
      data-testid="factory-attributes"
      extra={
        <Space>
          {details && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(details)}>
              {common('back')}
            </Button>
          )}
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="factory-attributes-save"
          >
            {common('save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical">
        <ChildrenTable field={field} locale={locale} />
      </Form>
    </Card>
  );
}
