/** The sheet's own words (field names, column heads, footer) in each locale. */
import type { Locale } from '@console/contract';

export interface SheetLabels {
  documentKind: string;
  dsno: string;
  sectionGeneral: string;
  sectionProperties: string;
  fillers: string;
  features: string;
  appliances: string;
  processingModes: string;
  form: string;
  colour: string;
  region: string;
  status: string;
  updatedAt: string;
  remarks: string;
  columns: {
    header: string;
    standard: string;
    condition: string;
    state: string;
    value: string;
    unit: string;
  };
  continued: string;
  noProperties: string;
  generated: (stamp: string) => string;
  page: (page: number, pages: number) => string;
}

export const sheetLabels: Record<Locale, SheetLabels> = {
  zh: {
    documentKind: '物性表',
    dsno: 'DSNO',
    sectionGeneral: '基本信息',
    sectionProperties: '物性数据',
    fillers: '填料',
    features: '特性',
    appliances: '用途',
    processingModes: '加工方式',
    form: '形态',
    colour: '颜色',
    region: '产地',
    status: '状态',
    updatedAt: '更新时间',
    remarks: '备注',
    columns: {
      header: '性能',
      standard: '标准',
      condition: '条件',
      state: '状态',
      value: '数值',
      unit: '单位',
    },
    continued: '（续）',
    noProperties: '暂无物性数据',
    generated: (stamp) => `生成于 ${stamp}`,
    page: (page, pages) => `第 ${page} 页 / 共 ${pages} 页`,
  },
  en: {
    documentKind: 'Technical Datasheet',
    dsno: 'DSNO',
    sectionGeneral: 'General information',
    sectionProperties: 'Properties',
    fillers: 'Fillers',
    features: 'Features',
    appliances: 'Applications',
    processingModes: 'Processing',
    form: 'Form',
    colour: 'Colour',
    region: 'Region',
    status: 'Status',
    updatedAt: 'Updated',
    remarks: 'Remarks',
    columns: {
      header: 'Property',
      standard: 'Standard',
      condition: 'Condition',
      state: 'State',
      value: 'Value',
      unit: 'Unit',
    },
    continued: ' (continued)',
    noProperties: 'No property values recorded',
    generated: (stamp) => `Generated ${stamp}`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};
