/**
 * The `icon` control of a menu record: a searchable choice among the icons the shell can draw (`routeIcons` of
 * the contract), each shown with its picture. "No icon" is the empty string, which the sidebar reads as none;
 * a stored name the shell does not know is shown as such, so saving the form does not silently change it.
 */
import { routeIcons } from '@console/contract';
import { Select, Space, Tooltip, Typography } from 'antd';
import { createElement, useMemo } from 'react';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import { routeIconComponents } from '../../../shell/icons.ts';
import { Placeholder } from '../../../shell/Placeholder.tsx';
import { useSystemStrings } from './strings.ts';

const known = new Set<string>(routeIcons);

/** Whether an option's text contains what was typed, case-insensitively ("tag" finds TagsOutlined). */
export function matchesIcon(text: string, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  return wanted === '' || text.toLowerCase().includes(wanted);
}

function IconLabel({ name }: { name: string }) {
  const Icon = known.has(name) ? routeIconComponents[name as keyof typeof routeIconComponents] : undefined;
  return (
    <Space size={8} data-testid="icon-option" data-icon={name}>
      {Icon ? createElement(Icon) : null}
      <span>{name.replace(/Outlined$/, '')}</span>
    </Space>
  );
}

/**
 * The list cell of a menu record's icon: the picture the sidebar draws, named in a tooltip (the column is
 * narrow); a name the shell does not know as text; a dash for none.
 */
export function IconCell({ name }: { name: string }) {
  if (name === '') return <Placeholder value={null} />;
  const Icon = known.has(name) ? routeIconComponents[name as keyof typeof routeIconComponents] : undefined;
  if (!Icon) return <span data-testid="icon-cell">{name}</span>;
  return (
    <Tooltip title={name}>
      <span data-testid="icon-cell" data-icon={name} style={{ fontSize: 16 }}>
        {createElement(Icon)}
      </span>
    </Tooltip>
  );
}

export function IconPicker({ value, onChange, disabled }: FieldWidgetProps<string | null>) {
  const s = useSystemStrings();
  const current = value ?? '';
  const options = useMemo(() => {
    const list = [
      { value: '', label: <Typography.Text type="secondary">{s.iconNone}</Typography.Text> },
      ...routeIcons.map((name) => ({ value: name as string, label: <IconLabel name={name} /> })),
    ];
    // A name saved earlier that this shell does not know stays selectable (and visible) as it is.
    if (current && !known.has(current)) {
      list.push({
        value: current,
        label: <Typography.Text type="warning">{s.iconUnknown(current)}</Typography.Text>,
      });
    }
    return list;
  }, [current, s]);

  return (
    <Select<string>
      data-testid="field-icon"
      value={current}
      disabled={disabled}
      options={options}
      showSearch={{
        filterOption: (typed, option) =>
          matchesIcon(option?.value ? String(option.value) : s.iconNone, typed),
      }}
      placeholder={s.iconPlaceholder}
      allowClear={current !== ''}
      onChange={(next) => onChange?.(next ?? '')}
      popupMatchSelectWidth={false}
      listHeight={320}
      style={{ width: '100%' }}
    />
  );
}
