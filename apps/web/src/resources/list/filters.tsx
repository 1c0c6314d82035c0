/** The list's filter form, one control per field that declares a `filter`. */
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { Locale, ResourceDef, ResourceField } from '@console/contract';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { DATE_FORMAT } from '../cells.tsx';
import { type DefaultFilters, type FilterValue, filterableFields, type RangeValue } from '../listQuery.ts';
import { childReferenceTarget, ReferenceSelect } from '../ReferenceSelect.tsx';
import { TreeSelectControl } from '../TreeSelectControl.tsx';

type FormValue = string | number | null | undefined | (string | number)[] | RangeValue<number | null>;
type FormValues = Record<string, FormValue | [Dayjs | null, Dayjs | null] | null>;

/** The list query's filters as the form's values (days become dayjs for the range picker). */
export function filtersToFormValues(
  def: ResourceDef,
  filters: Readonly<Record<string, FilterValue>>,
): FormValues {
  const out: FormValues = {};
  for (const field of filterableFields(def)) {
    const value = filters[field.name];
    if (field.filter === 'dateRange') {
      const range = value as RangeValue<string> | undefined;
      out[field.name] = range
        ? [range.from ? dayjs(range.from) : null, range.to ? dayjs(range.to) : null]
        : null;
    } else if (field.filter === 'range') {
      const range = value as RangeValue<number> | undefined;
      out[field.name] = { from: range?.from ?? null, to: range?.to ?? null };
    } else if (field.filter === 'enum' || field.filter === 'subtree') {
      out[field.name] = value ? [...(value as (string | number)[])] : [];
    } else if (value === undefined) {
      out[field.name] = undefined;
    } else if (field.kind === 'reference' || field.kind === 'integer' || field.kind === 'decimal') {
      out[field.name] = Number(value);
    } else if (field.kind === 'enum') {
      // An enum field filtered exactly: the option's own value (a number stays a number).
      out[field.name] = field.options.find((o) => String(o.value) === value)?.value ?? undefined;
    } else {
      out[field.name] = String(value);
    }
  }
  return out;
}

/** The form's values as the list query's filters; empty controls add nothing. */
export function formValuesToFilters(def: ResourceDef, values: FormValues): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const field of filterableFields(def)) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    if (field.filter === 'dateRange') {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      if (from || to) out[field.name] = { from: from?.format(DATE_FORMAT), to: to?.format(DATE_FORMAT) };
    } else if (field.filter === 'range') {
      const { from, to } = value as RangeValue<number | null>;
      const range: RangeValue<number> = {};
      if (typeof from === 'number') range.from = from;
      if (typeof to === 'number') range.to = to;
      if (range.from !== undefined || range.to !== undefined) out[field.name] = range;
    } else if (Array.isArray(value)) {
      if (value.length) out[field.name] = value as (string | number)[];
    } else {
      const text = String(value).trim();
      if (text !== '') out[field.name] = text;
    }
  }
  return out;
}

interface FilterControlProps {
  field: ResourceField;
  locale: Locale;
  /** Injected by Form.Item. */
  id?: string;
  value?: never;
  onChange?: never;
}

/** One filter's control; Form.Item's value, onChange and id are passed straight to the antd control. */
function FilterControl({ field, locale, ...bound }: FilterControlProps) {
  const t = useT();
  const testId = `filter-${field.name}`;
  const label = field.label[locale];
  switch (field.filter) {
    case 'subtree':
      if (field.kind !== 'reference') break;
      return <TreeSelectControl {...bound} target={field.target} multiple data-testid={testId} />;
    case 'enum':
      if (field.kind === 'multiReference' || field.kind === 'children') {
        const target =
          field.kind === 'multiReference' ? field.target : childReferenceTarget(field, field.filterField);
        if (!target) break;
        return (
          <ReferenceSelect
            {...bound}
            target={target}
            multiple
            data-testid={testId}
            style={{ minWidth: 180 }}
          />
        );
      }
      return (
        <Select
          {...bound}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={label}
          data-testid={testId}
          className="resource-filters__select"
          options={
            field.kind === 'enum'
              ? field.options.map((o) => ({ value: o.value, label: o.label[locale] }))
              : []
          }
        />
      );
    case 'range':
      return (
        <Space.Compact>
          <Form.Item name={[field.name, 'from']} noStyle>
            <InputNumber placeholder={t('rangeFrom')} data-testid={`${testId}-from`} />
          </Form.Item>
          <Form.Item name={[field.name, 'to']} noStyle>
            <InputNumber placeholder={t('rangeTo')} data-testid={`${testId}-to`} />
          </Form.Item>
        </Space.Compact>
      );
    case 'dateRange':
      return <DatePicker.RangePicker {...bound} allowEmpty={[true, true]} data-testid={testId} />;
    default:
      break;
  }
  // exact / contains
  if (field.kind === 'boolean') {
    return (
      <Select
        {...bound}
        allowClear
        placeholder={label}
        data-testid={testId}
        className="resource-filters__select"
        options={[
          { value: 'true', label: t('yes') },
          { value: 'false', label: t('no') },
        ]}
      />
    );
  }
  if (field.kind === 'reference') {
    return (
      <ReferenceSelect {...bound} target={field.target} data-testid={testId} style={{ minWidth: 180 }} />
    );
  }
  if (field.kind === 'enum') {
    return (
      <Select
        {...bound}
        allowClear
        placeholder={label}
        data-testid={testId}
        className="resource-filters__select"
        options={field.options.map((o) => ({ value: o.value, label: o.label[locale] }))}
      />
    );
  }
  if (field.filter === 'exact' && (field.kind === 'integer' || field.kind === 'decimal')) {
    return <InputNumber {...bound} placeholder={label} data-testid={testId} />;
  }
  return <Input {...bound} allowClear placeholder={label} data-testid={testId} />;
}

interface FilterFormProps {
  def: ResourceDef;
  filters: Readonly<Record<string, FilterValue>>;
  onSearch: (filters: Record<string, FilterValue>) => void;
  /** The screen's own default filters: what reset goes back to. */
  defaults?: DefaultFilters;
}

/** Filters shown while the form is folded; a form with at most one more shows them all. */
export const FOLDED_FILTERS = 4;

/**
 * The filters a folded form shows: the first FOLDED_FILTERS, unless it has at most one more. The others are not
 * mounted, which also keeps a kept-alive list light to show again (every control re-measures itself then).
 */
export function foldedFields<T>(fields: readonly T[], expanded: boolean): readonly T[] {
  return expanded || fields.length <= FOLDED_FILTERS + 1 ? fields : fields.slice(0, FOLDED_FILTERS);
}

export function FilterForm({ def, filters, onSearch, defaults = {} }: FilterFormProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<FormValues>();
  const fields = filterableFields(def);
  // A filter set beyond the folded ones (from the URL, a default, or before folding) unfolds the form.
  const setBeyond = fields.slice(FOLDED_FILTERS).filter((field) => filters[field.name] !== undefined).length;
  const [expanded, setExpanded] = useState(setBeyond > 0);
  useEffect(() => {
    if (setBeyond > 0) setExpanded(true);
  }, [setBeyond]);
  const shown = foldedFields(fields, expanded);
  // The URL is the truth: back/forward and reload put its filters into the form.
  const serialized = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the serialised filters.
  useEffect(() => {
    form.setFieldsValue(filtersToFormValues(def, filters));
  }, [serialized, def, form]);

  if (!fields.length) return null;
  return (
    <Form
      form={form}
      layout="inline"
      className="resource-filters"
      data-testid="resource-filters"
      initialValues={filtersToFormValues(def, filters)}
      // Every value the form holds, folded controls' too: folding hides a control, not its filter.
      onFinish={() => onSearch(formValuesToFilters(def, form.getFieldsValue(true)))}
    >
      {shown.map((field) => (
        <Form.Item
          key={field.name}
          name={field.filter === 'range' ? undefined : field.name}
          label={field.label[locale]}
        >
          <FilterControl field={field} locale={locale} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="filter-submit">
            {t('search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            data-testid="filter-reset"
            onClick={() => {
              form.setFieldsValue(filtersToFormValues(def, defaults));
              onSearch({ ...defaults });
            }}
          >
            {t('reset')}
          </Button>
          {fields.length > FOLDED_FILTERS + 1 && (
            <Button
              type="link"
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              aria-expanded={expanded}
              data-testid="filter-expand"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded
                ? t('filtersCollapse')
                : setBeyond > 0
                  ? t('filtersExpandActive', { n: setBeyond })
                  : t('filtersExpand')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
