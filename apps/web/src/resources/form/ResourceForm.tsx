/** The add / edit form of a family, in a drawer: one control per field, rules from the declaration. */
import {
  type ResourceDef,
  ResultCode,
  ROW_VERSION_FIELD,
  type RowOf,
  type StaleRow,
} from '@console/contract';
import { Alert, App, Card, Drawer, Form, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api/request.ts';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { addRow, saveRow, updateRow, useFamilyMutation, useResourceRow } from '../api.ts';
import { useResourceExtension } from '../extensionRegistry.tsx';
import { ChildrenTable } from './ChildrenTable.tsx';
import { ExtensibleControl } from './controls.tsx';
import { FormError, FormFooter } from './FormParts.tsx';
import { fieldRules } from './rules.ts';
import { type StaleConflict, StaleRowNotice } from './StaleRowNotice.tsx';
import {
  addValues,
  changedValues,
  defaultRow,
  fieldNamedIn,
  formFields,
  fromFormValues,
  toFormValues,
} from './values.ts';

export interface ResourceFormProps<D extends ResourceDef = ResourceDef> {
  def: D;
  open: boolean;
  /** The row to edit; absent: a new row. */
  id?: number;
  onClose: () => void;
  /** The row as the server stored it, typed by the declaration given (`ResourceRow` for a plain `ResourceDef`). */
  onSaved?: (row: RowOf<D>) => void;
  /** Values a new row starts with beyond the declared defaults (a child category: its parent). */
  initialValues?: Readonly<Record<string, unknown>>;
  /**
   * In the page, the page's whole width, instead of a drawer: an editor of long texts (a news article) needs the
   * room. Shown while `open`.
   */
  inline?: boolean;
}

/** A drawer holding a rich-text editor takes the screen beside the sidebar, not a narrow panel. */
const RICH_TEXT_DRAWER = 'calc(100vw - 240px)';
const FORM_DRAWER = 640;

export function ResourceForm<D extends ResourceDef>({
  def,
  open,
  id,
  onClose,
  onSaved,
  initialValues: given,
  inline,
}: ResourceFormProps<D>) {
  const t = useT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const mode = id === undefined ? 'add' : 'edit';
  const fields = useMemo(() => formFields(def, mode), [def, mode]);
  const widgets = useResourceExtension(def.key).fieldWidgets ?? {};
  const [form] = Form.useForm();
  const [serverError, setServerError] = useState('');
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  // Read as any family's row: the form reads its fields by name.
  const row = useResourceRow<ResourceDef>(def, open ? id : undefined);
  const save = useFamilyMutation(def, (values: Record<string, unknown>) =>
    def.actions.includes('save')
      ? saveRow(def, id, values)
      : id === undefined
        ? addRow(def, values)
        : updateRow(def, id, values),
  );

  // Keyed by content: a caller passing a new object each render must not reset what is being typed.
  const givenKey = JSON.stringify(given ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `given` is read through its serialised key.
  const initialValues = useMemo(
    () =>
      toFormValues(
        fields,
        mode === 'add'
          ? { ...defaultRow(fields.map((f) => f.field)), ...given, ...def.preset }
          : (row.data ?? {}),
      ),
    [fields, mode, row.data, def.preset, givenKey],
  );
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initialValues);
      setServerError('');
      setConflict(null);
    }
  }, [open, form, initialValues]);

  /**
   * Saves `body`; an edit names the version of the row it was made on (the row as opened, or as the conflict
   * notice showed it when the person chose to overwrite), so a colleague's change in between is never lost.
   */
  const send = async (body: Record<string, unknown>, version: unknown) => {
    setServerError('');
    const versioned = def.updatedAt !== false && typeof version === 'string';
    try {
      const saved = await save.mutateAsync(versioned ? { ...body, [ROW_VERSION_FIELD]: version } : body);
      message.success(t('saved'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.stale && error.data) {
        setConflict({ stale: error.data as StaleRow, mine: body });
        return;
      }
      const text = error instanceof ApiError ? error.message : t('requestFailed');
      setServerError(text);
      const named = fieldNamedIn(text, fields);
      if (named) form.setFields([{ name: named, errors: [text] }]);
    }
  };

  const submit = async () => {
    await form.validateFields();
    const values = fromFormValues(fields, form.getFieldsValue(true));
    const body =
      mode === 'edit' && row.data ? changedValues(fields, row.data, values) : addValues(def, values);
    if (mode === 'edit' && Object.keys(body).length === 0) {
      message.info(t('noChanges'));
      onClose();
      return;
    }
    await send(body, row.data?.[ROW_VERSION_FIELD]);
  };

  const reloadLatest = () => {
    setConflict(null);
    // The form resets to the row as it is now once the read arrives (the effect above).
    void row.refetch();
  };
  const overwrite = () => {
    if (conflict) void send(conflict.mine, conflict.stale.current[ROW_VERSION_FIELD]);
  };

  const name = def.label[locale];
  const loading = mode === 'edit' && row.isPending;
  const title = t(mode === 'add' ? 'addTitle' : 'editTitle', { name });
  const footer = (
    <FormFooter
      onCancel={onClose}
      onSubmit={() => void submit().catch(() => {})}
      submitting={save.isPending}
      disabled={loading || row.isError}
      cancelTestId="resource-form-cancel"
      submitTestId="resource-form-submit"
    />
  );
  const body = (
    <>
      {conflict && row.data && (
        <StaleRowNotice
          def={def}
          opened={row.data}
          conflict={conflict}
          busy={save.isPending}
          onReload={reloadLatest}
          onOverwrite={overwrite}
        />
      )}
      {serverError && <FormError message={serverError} testId="resource-form-error" />}
      {loading ? (
        <Skeleton active />
      ) : row.isError ? (
        <Alert type="error" showIcon title={t('rowNotFound')} />
      ) : (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
          {fields.map(({ field, disabled }) =>
            field.kind === 'children' ? (
              <Form.Item
                key={field.name}
                label={field.label[locale]}
                tooltip={field.help?.[locale]}
                required={field.required}
              >
                <ChildrenTable field={field} locale={locale} disabled={disabled} />
              </Form.Item>
            ) : (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label[locale]}
                tooltip={field.help?.[locale]}
                rules={disabled ? [] : fieldRules(field, locale)}
              >
                <ExtensibleControl
                  field={field}
                  locale={locale}
                  disabled={disabled}
                  widget={widgets[field.name]}
                />
              </Form.Item>
            ),
          )}
        </Form>
      )}
    </>
  );
  if (inline) {
    if (!open) return null;
    return (
      <Card title={title} data-testid="resource-form" className="resource-form--inline" actions={[footer]}>
        {body}
      </Card>
    );
  }
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={fields.some(({ field }) => field.kind === 'richText') ? RICH_TEXT_DRAWER : FORM_DRAWER}
      title={title}
      data-testid="resource-form"
      footer={footer}
    >
      {body}
    </Drawer>
  );
}
