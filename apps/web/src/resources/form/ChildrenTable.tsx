/** The rows of a `children` field, edited as a table inside the parent's form (Form.List). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChildrenField, Locale } from '@console/contract';
import { Button, Form, Table } from 'antd';
import { useT } from '../../i18n/index.ts';
import { FieldControl } from './controls.tsx';
import { childrenRules, fieldRules } from './rules.ts';
import { defaultRow, toFormValues } from './values.ts';

interface ChildrenTableProps {
  field: ChildrenField;
  locale: Locale;
  disabled?: boolean;
}

export function ChildrenTable({ field, locale, disabled }: ChildrenTableProps) {
  const t = useT();
  const childFields = field.fields.filter((f) => !f.secret && !f.hideInForm && !f.readOnly);
  const asForm = childFields.map((f) => ({ field: f, disabled: false }));
  return (
    <Form.List name={field.name} rules={childrenRules(field, locale)}>
      {(entries, { add, remove }, { errors }) => (
        <div className="children-table" data-testid={`children-${field.name}`}>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={entries}
            scroll={{ x: 'max-content' }}
            columns={[
              ...childFields.map((child) => ({
                key: child.name,
                title: child.label[locale],
                render: (_: unknown, entry: (typeof entries)[number]) => (
                  <Form.Item
                    name={[entry.name, child.name]}
                    rules={fieldRules(child, locale)}
                    className="children-table__cell"
                  >
                    <FieldControl field={child} locale={locale} disabled={disabled} />
                  </Form.Item>
                ),
              })),
              {
                key: '$remove',
                width: 48,
                render: (_: unknown, entry: (typeof entries)[number]) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={disabled}
                    aria-label={t('remove')}
                    onClick={() => remove(entry.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={disabled || (field.max !== undefined && entries.length >= field.max)}
            onClick={() => add(toFormValues(asForm, defaultRow(childFields)))}
            className="children-table__add"
          >
            {t('childAdd')}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
