/** The form control of each field kind. Every control takes `value` / `onChange` in the API's own shape. */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  imageMimeTypes,
  type Locale,
  type ResourceField,
  resourceByKey,
  type ScalarField,
  uploadTypes,
} from '@console/contract';
import { Button, DatePicker, Input, InputNumber, Select, Skeleton, Space, Switch, Upload } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { upload } from '../../api/request.ts';
import { useT } from '../../i18n/index.ts';
import { Picture } from '../../shell/Picture.tsx';
import { DATE_FORMAT, DATETIME_FORMAT, fileName } from '../cells.tsx';
import type { FieldWidgetProps } from '../extensions.ts';
import { ReferenceSelect } from '../ReferenceSelect.tsx';
import { TreeSelectControl } from '../TreeSelectControl.tsx';
import { NarrowedReference } from './NarrowedReference.tsx';

export interface ControlProps {
  field: ScalarField | Extract<ResourceField, { kind: 'multiReference' }>;
  locale: Locale;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  /** The control's accessible name where no form label names it (a cell of the child-row table). */
  'aria-label'?: string;
}

// Tiptap and ProseMirror weigh more than the rest of the form: only a form with a rich-text field fetches them.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

function RichTextControl({ field, locale, value, onChange, disabled, id }: ControlProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      <RichTextEditor
        id={id}
        data-testid={`field-${field.name}`}
        label={field.label[locale]}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        disabled={disabled}
      />
    </Suspense>
  );
}

function DateControl({ field, value, onChange, disabled, id, 'aria-label': ariaLabel }: ControlProps) {
  const withTime = field.kind === 'datetime';
  const date = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      showTime={withTime}
      format={withTime ? DATETIME_FORMAT : DATE_FORMAT}
      value={date?.isValid() ? date : null}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(d) => onChange?.(d ? (withTime ? d.toISOString() : d.format(DATE_FORMAT)) : null)}
    />
  );
}

/** Accepted MIME types of an image or file field: its own list, else by kind. */
export function acceptedTypes(field: ResourceField): readonly string[] {
  if ('accept' in field && field.accept?.length) return field.accept;
  return field.kind === 'image' ? imageMimeTypes : Object.keys(uploadTypes);
}

function UploadControl({ field, value, onChange, disabled, id }: ControlProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const url = typeof value === 'string' && value ? value : '';
  return (
    <Space id={id} align="center" wrap data-testid={`upload-${field.name}`}>
      {url &&
        (field.kind === 'image' ? (
          <Picture src={url} width={64} height={64} className="resource-thumb" />
        ) : (
          <a href={url} target="_blank" rel="noreferrer">
            {fileName(url)}
          </a>
        ))}
      <Upload
        accept={acceptedTypes(field).join(',')}
        showUploadList={false}
        disabled={disabled || busy}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            // The request function reports a failure (the server says which type or size it refused).
            const saved = await upload(file as File);
            onChange?.(saved.url);
            onSuccess?.(saved);
          } catch (error) {
            onError?.(error instanceof Error ? error : new Error(t('uploadFailed')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={disabled}>
          {t('upload')}
        </Button>
      </Upload>
      {url && !disabled && (
        <Button type="link" danger icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          {t('remove')}
        </Button>
      )}
    </Space>
  );
}

/** The generic control of a field kind (children have their own table, see ChildrenTable). */
export function FieldControl(props: ControlProps) {
  const { field, locale, value, onChange, disabled, id } = props;
  const common = { id, disabled, 'data-testid': `field-${field.name}`, 'aria-label': props['aria-label'] };
  switch (field.kind) {
    case 'text':
      return (
        <Input
          {...common}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.max}
          showCount={field.max !== undefined}
        />
      );
    case 'richText':
      return <RichTextControl {...props} />;
    case 'longText':
      return (
        <Input.TextArea
          {...common}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.max}
          showCount={field.max !== undefined}
          autoSize={{ minRows: 3, maxRows: 12 }}
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <InputNumber
          {...common}
          value={(value as number | null) ?? null}
          onChange={(v) => onChange?.(v)}
          // No min/max here: antd would drop an out-of-range entry while typing and clamp it on blur, so
          // 1500 typed into a field capped at 1000 would be saved as 1000 unnoticed. The form's rule says so.
          precision={field.kind === 'integer' ? 0 : (field.scale ?? 2)}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return <Switch {...common} checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} />;
    case 'enum':
      return (
        <Select
          {...common}
          value={value ?? undefined}
          onChange={(v) => onChange?.(v ?? null)}
          allowClear={!field.required}
          options={field.options.map((o) => ({ value: o.value, label: o.label[locale] }))}
        />
      );
    case 'datetime':
    case 'date':
      return <DateControl {...props} />;
    case 'image':
    case 'file':
      return <UploadControl {...props} />;
    case 'reference':
    case 'multiReference':
      if (field.kind === 'reference' && field.within) {
        const within = field.within;
        return <NarrowedReference {...props} field={{ ...field, within }} />;
      }
      if (field.kind === 'reference' && resourceByKey(field.target).tree) {
        return (
          <TreeSelectControl
            id={id}
            disabled={disabled}
            data-testid={common['data-testid']}
            aria-label={common['aria-label']}
            target={field.target}
            depth={field.depth}
            value={value as number | null}
            onChange={(v) => onChange?.(v)}
          />
        );
      }
      return (
        <ReferenceSelect
          id={id}
          disabled={disabled}
          data-testid={common['data-testid']}
          aria-label={common['aria-label']}
          target={field.target}
          multiple={field.kind === 'multiReference'}
          value={value as number | number[] | null}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          {...common}
          className="resource-json-input"
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 16 }}
          spellCheck={false}
        />
      );
    default:
      return null;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: each widget declares its own value type; the form passes it through.
type Widget = ComponentType<FieldWidgetProps<any>>;

/** A family's own widget for this field when it declares one, else the generic control. */
export function ExtensibleControl({ widget: Widget, ...props }: ControlProps & { widget?: Widget }) {
  if (Widget) {
    return (
      <Widget field={props.field} value={props.value} onChange={props.onChange} disabled={props.disabled} />
    );
  }
  return <FieldControl {...props} />;
}
