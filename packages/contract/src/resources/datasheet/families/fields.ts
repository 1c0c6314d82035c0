/** Fields the datasheet libraries share, declared once. */
// Each helper keeps its field's literal type (name, kind, required), so a family's row type (RowOf) and
// table type see these fields as precisely as fields written out in the declaration.
import type { LocalName } from '../../../routes.ts';
import {
  type FieldExtra as Extra,
  type NoFieldExtra as NoExtra,
  type FieldOverride as Override,
  overrideField as override,
} from '../../field-override.ts';
import type { EnumField, EnumOption, NumberField, ReferenceField, TextField } from '../../types.ts';
import type { Workflow } from '../../workflow.ts';

const nameZh = {
  name: 'name_zh',
  kind: 'text',
  label: { zh: '中文名', en: 'Chinese name' },
  required: true,
  max: 100,
  list: true,
  sortable: true,
  filter: 'contains',
} as const satisfies TextField;

/** The Chinese name: what lists show and pickers search. */
export function nameZhField<const E extends Extra<TextField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof nameZh, NoInfer<E>> {
  return override(nameZh, extra);
}

const nameEn = {
  name: 'name_en',
  kind: 'text',
  label: { zh: '英文名', en: 'English name' },
  max: 100,
  list: true,
  sortable: true,
  filter: 'contains',
} as const satisfies TextField;

export function nameEnField<const E extends Extra<TextField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof nameEn, NoInfer<E>> {
  return override(nameEn, extra);
}

const code = {
  name: 'code',
  kind: 'text',
  label: { zh: '代码', en: 'Code' },
  max: 64,
  unique: true,
  pattern: '^[a-z0-9_]*$',
  patternMessage: { zh: '只能包含小写字母、数字和下划线', en: 'lower-case letters, digits and _ only' },
  list: true,
  width: 140,
} as const satisfies TextField;

/** A short stable identifier (`glass_fibre`, `hdt_1_8`) that code and imports can name. */
export function codeField<const E extends Extra<TextField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof code, NoInfer<E>> {
  return override(code, extra);
}

/** How often an import has met a raw spelling; counted by the importer, never typed. */
export function seenCountField() {
  return {
    name: 'seen_count',
    kind: 'integer',
    label: { zh: '出现次数', en: 'Times seen' },
    default: 0,
    min: 0,
    readOnly: true,
    list: true,
    sortable: true,
    width: 100,
  } as const satisfies NumberField;
}

/** The raw spelling of an origin row, exactly as a source document wrote it. */
export function rawSpellingField(label: LocalName) {
  return {
    name: 'raw',
    kind: 'text',
    label,
    required: true,
    unique: true,
    max: 200,
    list: true,
    sortable: true,
    filter: 'contains',
  } as const satisfies TextField;
}

/** Where an origin row stands: waiting to be mapped, mapped to a canonical row, or dismissed as junk. */
export const OriginStatus = { unmapped: 0, mapped: 1, ignored: 2 } as const;

export const originStatusOptions: readonly EnumOption[] = [
  { value: OriginStatus.unmapped, label: { zh: '待映射', en: 'Unmapped' }, color: 'orange' },
  { value: OriginStatus.mapped, label: { zh: '已映射', en: 'Mapped' }, color: 'green' },
  { value: OriginStatus.ignored, label: { zh: '已忽略', en: 'Ignored' }, color: 'default' },
];

/** An origin row's status: moved by the server as its mapping is set or cleared, or by ignoring it. */
export const originStatusField = {
  name: 'status',
  kind: 'enum',
  label: { zh: '状态', en: 'Status' },
  options: originStatusOptions,
  default: OriginStatus.unmapped,
  required: true,
  readOnly: true,
  list: true,
  filter: 'enum',
  hideInForm: true,
} as const satisfies EnumField;

/**
 * How an origin row (or a user mark) moves: a person ignores a spelling that is junk or takes it back; the
 * server maps it when its canonical row (value) is set, whoever set it, and unmaps it when that is cleared.
 */
export const originWorkflow = {
  field: 'status',
  transitions: [
    {
      name: 'ignore',
      label: { zh: '忽略', en: 'Ignore' },
      hint: { zh: '忽略的写法不再出现在待映射中。', en: 'An ignored spelling leaves the unmapped ones.' },
      from: [OriginStatus.unmapped],
      to: OriginStatus.ignored,
    },
    {
      name: 'unignore',
      label: { zh: '取消忽略', en: 'Stop ignoring' },
      from: [OriginStatus.ignored],
      to: OriginStatus.unmapped,
    },
    {
      name: 'map',
      label: { zh: '映射', en: 'Map' },
      from: [OriginStatus.unmapped, OriginStatus.ignored],
      to: OriginStatus.mapped,
      serverOnly: true,
    },
    {
      name: 'unmap',
      label: { zh: '取消映射', en: 'Unmap' },
      from: [OriginStatus.mapped],
      to: OriginStatus.unmapped,
      serverOnly: true,
    },
  ],
} as const satisfies Workflow;

/** The canonical row an origin row maps to; deleting the canonical row unmaps it. */
export function canonicalField<const T extends string>(target: T, label: LocalName) {
  return {
    name: `${target}_id`,
    kind: 'reference',
    target,
    label,
    onTargetDelete: 'setNull',
    list: true,
    filter: 'exact',
  } as const satisfies ReferenceField;
}
