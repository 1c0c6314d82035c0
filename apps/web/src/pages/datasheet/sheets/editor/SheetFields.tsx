/**
 * The sheet's own fields, with the generic controls of their kinds (reference pickers, the category
 * cascader, the filler rows, the file upload); only the trade mark has a picker of its own (filtered to the
 * chosen manufacturer).
 */
import type { ChildrenField, Locale, ResourceField } from '@console/contract';
import { Col, Form, type FormInstance, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { ChildrenTable } from '../../../../resources/form/ChildrenTable.tsx';
import { type ControlProps, FieldControl } from '../../../../resources/form/controls.tsx';
import { fieldRules } from '../../../../resources/form/rules.ts';
import type { SheetT } from '../strings.ts';
import { type EditorMode, type SheetRow, sheetDef } from './editorModel.ts';
import { TrademarkSelect } from './TrademarkSelect.tsx';

interface SheetFieldsProps {
  form: FormInstance;
  mode: EditorMode;
  locale: Locale;
  t: SheetT;
  /** The sheet as loaded (modify, copy): its DSNO and the stored trade mark's title. */
  loaded?: SheetRow;
  /** Copy: the marked grade, refused until changed. */
  copiedGrade?: string;
}

const fieldOf = (name: string): ResourceField => {
  const field = sheetDef.fields.find((f) => f.name === name);
  if (!field) throw new Error(`datasheet declares no field ${name}`);
  return field;
};

/** Fields on the short rows, three to a row; the rest take the whole width. */
// The status is not among them: it moves by the sheet's transitions (publish, withdraw), not by its form.
const SHORT = ['grade', 'company_id', 'trademark_id', 'category_id', 'form_id', 'colour', 'region'];
const WIDE = ['features', 'appliances', 'processing_modes', 'fillers', 'source_pdf', 'remarks'];

export function SheetFields({ form, mode, locale, t, loaded, copiedGrade }: SheetFieldsProps) {
  const companyId = Form.useWatch('company_id', form) as number | null | undefined;
  const grade = Form.useWatch('grade', form) as string | undefined;
  const stillCopy = mode === 'copy' && copiedGrade !== undefined && grade === copiedGrade;

  const item = (name: string): ReactNode => {
    const field = fieldOf(name);
    const label = field.label[locale];
    if (field.kind === 'children') {
      return (
        <Form.Item label={label} tooltip={field.help?.[locale]}>
          <ChildrenTable field={field as ChildrenField} locale={locale} />
        </Form.Item>
      );
    }
    const rules = fieldRules(field, locale);
    if (name === 'grade' && mode === 'copy') {
      rules.push({
        validator: async (_, value: unknown) => {
          if (value === copiedGrade) throw new Error(t('gradeStillCopy'));
        },
      });
    }
    const control =
      name === 'trademark_id' ? (
        <TrademarkSelect companyId={companyId} storedLabel={loaded?.$labels?.trademark_id ?? undefined} />
      ) : (
        <FieldControl field={field as ControlProps['field']} locale={locale} />
      );
    return (
      <Form.Item
        name={name}
        label={label}
        tooltip={field.help?.[locale]}
        rules={rules}
        required={field.required}
        {...(name === 'grade' && stillCopy
          ? { validateStatus: 'warning' as const, help: t('gradeStillCopy') }
          : {})}
      >
        {control}
      </Form.Item>
    );
  };

  return (
    <div className="ds-editor__fields" data-testid="sheet-fields">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="DSNO" tooltip={fieldOf('dsno').help?.[locale]}>
            {/* Written by the server on add and never changed: shown, not edited. */}
            <Input
              value={mode === 'modify' ? (loaded?.dsno ?? '') : ''}
              placeholder={t('dsnoPending')}
              readOnly
              disabled={mode !== 'modify'}
              data-testid="field-dsno"
            />
          </Form.Item>
        </Col>
        {SHORT.map((name) => (
          <Col key={name} xs={24} md={8}>
            {item(name)}
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        {WIDE.map((name) => (
          <Col key={name} xs={24} md={name === 'remarks' || name === 'fillers' ? 24 : 12}>
            {item(name)}
          </Col>
        ))}
      </Row>
    </div>
  );
}
