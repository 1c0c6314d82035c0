/** The chart's filters: class, chemical, families, sheets, grade and exposure; applied on 查询. */
import {
  categoryResource,
  chemicalClassResource,
  chemicalItemResource,
  datasheetResource,
} from '@console/contract';
import { Button, Form, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { ReferenceSelect } from '../../../../resources/ReferenceSelect.tsx';
import { TreeSelectControl } from '../../../../resources/TreeSelectControl.tsx';
import { useChemicalT } from '../strings.ts';
import type { MatrixFilters } from './api.ts';

const ANY = '__any__';

interface MatrixFilterBarProps {
  applied: MatrixFilters;
  conditions: readonly string[];
  /** Every symbol of every scale, in the scales' order. */
  grades: readonly string[];
  onApply: (filters: MatrixFilters) => void;
}

export function MatrixFilterBar({ applied, conditions, grades, onApply }: MatrixFilterBarProps) {
  const t = useChemicalT();
  const [draft, setDraft] = useState<MatrixFilters>(applied);
  const set = (patch: Partial<MatrixFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const id = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
  return (
    <Form layout="inline" className="chem-matrix__filters" data-testid="matrix-filters">
      <Form.Item label={t('filterClass')}>
        <ReferenceSelect
          target={chemicalClassResource.key}
          value={draft.class_id ?? null}
          onChange={(value) => set({ class_id: id(value), item_id: undefined })}
          style={{ width: 150 }}
          aria-label={t('filterClass')}
          data-testid="matrix-filter-class"
        />
      </Form.Item>
      <Form.Item label={t('filterItem')}>
        <ReferenceSelect
          target={chemicalItemResource.key}
          value={draft.item_id ?? null}
          onChange={(value) => set({ item_id: id(value) })}
          filter={draft.class_id ? { class_id: draft.class_id } : undefined}
          style={{ width: 170 }}
          aria-label={t('filterItem')}
          data-testid="matrix-filter-item"
        />
      </Form.Item>
      <Form.Item label={<Tooltip title={t('familyHint')}>{t('filterFamily')}</Tooltip>}>
        <TreeSelectControl
          target={categoryResource.key}
          multiple
          value={draft.category_id ?? []}
          onChange={(value) => set({ category_id: ids(value) })}
          aria-label={t('filterFamily')}
          data-testid="matrix-filter-family"
        />
      </Form.Item>
      <Form.Item label={<Tooltip title={t('sheetHint')}>{t('filterSheet')}</Tooltip>}>
        <ReferenceSelect
          target={datasheetResource.key}
          multiple
          value={draft.ds_id ?? []}
          onChange={(value) => set({ ds_id: ids(value) })}
          style={{ width: 220 }}
          aria-label={t('filterSheet')}
          data-testid="matrix-filter-sheet"
        />
      </Form.Item>
      <Form.Item label={t('filterGrade')}>
        <Select<string>
          value={draft.grade}
          onChange={(value) => set({ grade: value || undefined })}
          allowClear
          style={{ width: 90 }}
          options={grades.map((symbol) => ({ value: symbol, label: symbol }))}
          aria-label={t('filterGrade')}
          data-testid="matrix-filter-grade"
        />
      </Form.Item>
      <Form.Item label={t('filterCondition')}>
        <Select<string>
          value={draft.condition ?? ANY}
          onChange={(value) => set({ condition: value === ANY ? undefined : value })}
          style={{ width: 170 }}
          options={[
            { value: ANY, label: t('anyCondition') },
            ...conditions.map((condition) => ({ value: condition, label: condition || t('noCondition') })),
          ]}
          aria-label={t('filterCondition')}
          data-testid="matrix-filter-condition"
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" onClick={() => onApply(draft)} data-testid="matrix-search">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
