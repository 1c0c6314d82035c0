/**
 * The UL yellow card (黄卡): UL's recognition of one material designation (grade) of one company under a file
 * number, with rating rows per colour × minimum thickness (UL94 class, HWI/HAI/CTI PLC codes, the three RTIs).
 * The card's thinnest thickness per class is written by the server from its rows, so "V-0 at ≤ 1.5 mm" is one
 * range filter on the list. A card names its sheets by company and grade, not by a link: the sheets of that
 * grade come and go, the card stays.
 */
import { enabledField, updatedAtField } from '../../common-fields.ts';
import type { EnumOption, NumberField, ResourceDef } from '../../types.ts';
import {
  FLAME_CLASSES,
  type FlameClass,
  thinnestColumn,
  UL_FILE_NUMBER_PATTERN,
  ulFileNumberMessage,
} from '../ul94.ts';

const flameClassColours: Record<FlameClass, string> = {
  HB: 'default',
  'V-2': 'gold',
  'V-1': 'blue',
  'V-0': 'green',
  '5VB': 'purple',
  '5VA': 'magenta',
};

export const flameClassOptions: readonly EnumOption[] = FLAME_CLASSES.map((value) => ({
  value,
  label: { zh: value, en: value },
  color: flameClassColours[value],
}));

/** A Performance Level Category: 0 is the best; HWI and CTI run to 5, HAI to 4. */
function plc<const N extends string>(
  name: N,
  zh: string,
  en: string,
  max: number,
): NumberField & { name: N } {
  return { name, kind: 'integer', label: { zh, en }, min: 0, max };
}

function rti<const N extends string>(name: N, zh: string, en: string): NumberField & { name: N } {
  return { name, kind: 'integer', label: { zh, en }, min: 0, max: 400 };
}

/** The server-written thinnest thickness at which the card holds a class (see `thinnestPerClass`). */
function thinnest(flameClass: FlameClass): NumberField {
  return {
    name: thinnestColumn(flameClass),
    kind: 'decimal',
    label: { zh: `${flameClass} 最小厚度 mm`, en: `${flameClass} from mm` },
    help: {
      zh: `达到 ${flameClass}（或同一试验中更高等级）的最薄厚度，由系统从评级行写入`,
      en: `The thinnest thickness rated ${flameClass} (or a stricter class of the same test), written from the rows`,
    },
    scale: 2,
    readOnly: true,
    hideInForm: true,
    sortable: true,
    filter: 'range',
    list: flameClass === 'V-0',
    width: 110,
  };
}

export const yellowCardResource = {
  key: 'yellow_card',
  table: 'yellow_card',
  base: '/ds/yc',
  label: { zh: 'UL 黄卡', en: 'UL yellow card' },
  route: '/datasheet/yc',
  titleField: 'grade',
  defaultSort: { field: 'updated_at', order: 'desc' },
  actions: ['add', 'update', 'del', 'enable', 'export'],
  // One card per material designation in a file; a company's cards are read together with its sheets.
  uniqueTogether: [['file_number', 'grade']],
  indexes: [['company_id', 'grade']],
  fields: [
    {
      name: 'file_number',
      kind: 'text',
      label: { zh: 'UL 文件号', en: 'UL file number' },
      help: { zh: '如 E41938', en: 'e.g. E41938' },
      required: true,
      max: 20,
      pattern: UL_FILE_NUMBER_PATTERN,
      patternMessage: ulFileNumberMessage,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 120,
    },
    {
      name: 'company_id',
      kind: 'reference',
      target: 'company',
      label: { zh: '企业', en: 'Company' },
      required: true,
      list: true,
      filter: 'exact',
      width: 180,
    },
    {
      name: 'grade',
      kind: 'text',
      label: { zh: '材料牌号', en: 'Material designation' },
      required: true,
      max: 100,
      list: true,
      sortable: true,
      filter: 'contains',
      width: 160,
    },
    {
      name: 'generic_type',
      kind: 'text',
      label: { zh: '材料类型', en: 'Generic type' },
      help: {
        zh: '如 Polyamide 66 (PA66), 30% glass fibre',
        en: 'e.g. Polyamide 66 (PA66), 30% glass fibre',
      },
      max: 200,
      list: true,
      width: 200,
    },
    {
      name: 'ratings',
      kind: 'children',
      label: { zh: 'UL94 评级', en: 'UL94 ratings' },
      help: { zh: '每行: 颜色 × 最小厚度', en: 'One row per colour × minimum thickness' },
      max: 100,
      list: true,
      filter: 'enum',
      filterField: 'flame_class',
      width: 240,
      fields: [
        {
          name: 'colour',
          kind: 'text',
          label: { zh: '颜色', en: 'Colour' },
          help: { zh: 'NC 本色, ALL 全部颜色, 或具体颜色', en: 'NC natural, ALL all colours, or a colour' },
          required: true,
          max: 40,
        },
        {
          name: 'min_thickness',
          kind: 'decimal',
          label: { zh: '最小厚度 mm', en: 'Min thk mm' },
          required: true,
          scale: 2,
          min: 0,
          max: 100,
        },
        {
          name: 'flame_class',
          kind: 'enum',
          label: { zh: '阻燃等级', en: 'Flame class' },
          options: flameClassOptions,
          required: true,
          length: 8,
        },
        plc('hwi', 'HWI 热丝引燃', 'HWI', 5),
        plc('hai', 'HAI 大电流电弧引燃', 'HAI', 4),
        plc('cti', 'CTI 漏电起痕', 'CTI', 5),
        rti('rti_elec', 'RTI 电气 °C', 'RTI elec °C'),
        rti('rti_imp', 'RTI 机械(有冲击) °C', 'RTI mech imp °C'),
        rti('rti_str', 'RTI 机械(无冲击) °C', 'RTI mech str °C'),
      ],
    },
    ...FLAME_CLASSES.map(thinnest),
    { name: 'report_date', kind: 'date', label: { zh: '报告日期', en: 'Report date' }, width: 110 },
    {
      name: 'remarks',
      kind: 'longText',
      label: { zh: '备注（脚注）', en: 'Remarks (footnotes)' },
      max: 2000,
    },
    enabledField({ filter: 'exact', width: 80 }),
    updatedAtField(undefined, { width: 170 }),
  ],
} as const satisfies ResourceDef;
