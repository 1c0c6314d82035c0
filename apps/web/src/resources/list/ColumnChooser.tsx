/** The column chooser: a popover of checkboxes, remembered per family in localStorage. */
import { SettingOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@console/contract';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { columnChoices, defaultColumnNames } from './columns.tsx';

export function columnsStorageKey(def: Pick<ResourceDef, 'key'>): string {
  return `console_columns_${def.key}`;
}

/** The saved choice, kept only for fields that still exist; the defaults when nothing (valid) is saved. */
export function loadColumnChoice(def: ResourceDef): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(columnsStorageKey(def)) ?? 'null');
    if (Array.isArray(saved)) {
      const names = new Set(columnChoices(def).map((f) => f.name));
      const kept = saved.filter((n): n is string => typeof n === 'string' && names.has(n));
      if (kept.length) return kept;
    }
  } catch {
    // Unreadable storage or a damaged value: the defaults.
  }
  return defaultColumnNames(def);
}

export function saveColumnChoice(def: ResourceDef, names: readonly string[] | null): void {
  try {
    if (names) localStorage.setItem(columnsStorageKey(def), JSON.stringify(names));
    else localStorage.removeItem(columnsStorageKey(def));
  } catch {
    // Storage unavailable (privacy mode): the choice lasts for this view only.
  }
}

export function useColumnChoice(def: ResourceDef): [string[], (names: string[] | null) => void] {
  const [names, setNames] = useState(() => loadColumnChoice(def));
  const choose = useCallback(
    (next: string[] | null) => {
      saveColumnChoice(def, next);
      setNames(next ?? defaultColumnNames(def));
    },
    [def],
  );
  return [names, choose];
}

interface ColumnChooserProps {
  def: ResourceDef;
  value: readonly string[];
  /** null: back to the declaration's defaults. */
  onChange: (names: string[] | null) => void;
}

export function ColumnChooser({ def, value, onChange }: ColumnChooserProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const choices = columnChoices(def);
  const content = (
    <div className="column-chooser" data-testid="column-chooser">
      <Checkbox.Group
        value={[...value]}
        onChange={(names) => {
          // Keep declaration order, and at least one column.
          const picked = choices.map((f) => f.name).filter((n) => names.includes(n));
          if (picked.length) onChange(picked);
        }}
        options={choices.map((f) => ({ value: f.name, label: f.label[locale] }))}
      />
      <Button size="small" type="link" onClick={() => onChange(null)} data-testid="column-chooser-reset">
        {t('columnsReset')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} title={t('columns')} trigger="click" placement="bottomRight">
      <Tooltip title={t('columns')}>
        <Button icon={<SettingOutlined />} data-testid="column-chooser-button" aria-label={t('columns')} />
      </Tooltip>
    </Popover>
  );
}
