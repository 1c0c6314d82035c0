/**
 * One property condition of the advanced search: a smart header (offered in the order of its entries), then
 * a range in one of the units offered for its quantity, or a set of rating classes at a thickness.
 */
import {
  offeredUnitsOf,
  type SearchCondition,
  type SmartOptionHeader,
  type SmartOptionUnit,
  startCondition,
  type UnitSystem,
} from '@console/contract';
import { Button, InputNumber, Select, Space } from 'antd';
import type { SearchT } from './strings.ts';

const UL94 = ['HB', 'V-2', 'V-1', 'V-0', '5VB', '5VA'];

export function ConditionRow(props: {
  condition: SearchCondition;
  headers: SmartOptionHeader[];
  units: SmartOptionUnit[];
  system: UnitSystem;
  onChange: (next: SearchCondition) => void;
  onRemove: () => void;
  t: SearchT;
  name: (row: { name_zh: string; name_en: string }) => string;
}) {
  const { condition, headers, units, system, onChange, onRemove, t, name } = props;
  const header = headers.find((h) => h.id === condition.header_id);
  const offered = offeredUnitsOf(header?.quantity, units);
  // A stored query may name a unit no longer offered: it stays selectable so the condition reads as saved.
  const unitOptions = offered.map((u) => ({ value: u.code, label: u.symbol }));
  if (condition.kind === 'range' && !offered.some((u) => u.code === condition.unit))
    unitOptions.push({ value: condition.unit, label: condition.unit });
  const classes = header?.choices.length ? header.choices : UL94;
  const pickHeader = (id: number) => {
    const next = headers.find((h) => h.id === id);
    if (next) onChange(startCondition(next, units, system));
  };
  return (
    <Space wrap data-testid="search-condition">
      <Select
        aria-label={t('property')}
        style={{ width: 220 }}
        value={condition.header_id}
        options={headers.map((h) => ({ value: h.id, label: name(h) }))}
        onChange={pickHeader}
        showSearch
        optionFilterProp="label"
        data-testid="search-condition-header"
      />
      {condition.kind === 'range' ? (
        <>
          <InputNumber
            aria-label={t('min')}
            placeholder={t('min')}
            value={condition.min}
            onChange={(v) => onChange({ ...condition, min: v ?? undefined })}
          />
          <InputNumber
            aria-label={t('max')}
            placeholder={t('max')}
            value={condition.max}
            onChange={(v) => onChange({ ...condition, max: v ?? undefined })}
          />
          <Select
            aria-label={t('unit')}
            style={{ width: 140 }}
            value={condition.unit}
            options={unitOptions}
            onChange={(unit) => onChange({ ...condition, unit })}
            data-testid="search-condition-unit"
          />
        </>
      ) : (
        <>
          <Select
            aria-label={t('classes')}
            mode="multiple"
            style={{ minWidth: 200 }}
            value={condition.any_of}
            options={classes.map((c) => ({ value: c, label: c }))}
            onChange={(any_of: string[]) => onChange({ ...condition, any_of })}
          />
          <InputNumber
            aria-label={t('maxThickness')}
            placeholder={t('maxThickness')}
            min={0.01}
            value={condition.max_thickness}
            onChange={(v) => onChange({ ...condition, max_thickness: v ?? undefined })}
          />
        </>
      )}
      <Button onClick={onRemove}>{t('remove')}</Button>
    </Space>
  );
}
