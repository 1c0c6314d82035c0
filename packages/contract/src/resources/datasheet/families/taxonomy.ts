/**
 * The small libraries a datasheet is tagged with: appliances (applications), fillers, features, processing
 * modes and forms. They share one shape, declared once; fillers add their abbreviation (GF, CF, MD …).
 */

import type { LocalName } from '../../../routes.ts';
import { descriptionField, enabledField, sortField } from '../../common-fields.ts';
import type { ResourceDef, ResourceField } from '../../types.ts';
import { codeField, nameEnField, nameZhField } from './fields.ts';

interface LibrarySpec {
  key: string;
  base: string;
  label: LocalName;
  route: string;
  detailRoute: string;
}

// Generic in the extra fields, so each library's row type (RowOf) names them (a filler's abbreviation).
function library<const E extends readonly ResourceField[] = readonly []>(
  spec: LibrarySpec & { extraFields?: E },
) {
  return {
    key: spec.key,
    table: spec.key,
    base: spec.base,
    label: spec.label,
    route: spec.route,
    detailRoute: spec.detailRoute,
    titleField: 'name_zh',
    defaultSort: { field: 'sort', order: 'asc' },
    actions: ['add', 'update', 'del', 'enable', 'export'],
    fields: [
      nameZhField({ unique: true, max: 64 }),
      nameEnField({ max: 64 }),
      ...(spec.extraFields ?? []),
      codeField(),
      descriptionField({ list: false }),
      sortField(),
      enabledField({ filter: 'exact' }),
    ],
  } as const satisfies ResourceDef;
}

export const applianceResource = library({
  key: 'appliance',
  base: '/v1_appliance',
  label: { zh: '应用领域', en: 'Appliance' },
  route: '/datasheet/appliance',
  detailRoute: '/datasheet/appliance_detail',
});

export const fillerResource = library({
  key: 'filler',
  base: '/v1_filler',
  label: { zh: '填充物', en: 'Filler' },
  route: '/datasheet/filler',
  detailRoute: '/datasheet/filler_detail',
  extraFields: [
    {
      name: 'abbreviation',
      kind: 'text',
      label: { zh: '缩写', en: 'Abbreviation' },
      help: { zh: '牌号中的写法，如 GF（玻纤）', en: 'As grades write it, e.g. GF (glass fibre)' },
      max: 16,
      list: true,
      filter: 'contains',
      width: 90,
    },
  ],
});

export const featureResource = library({
  key: 'feature',
  base: '/v1_feature',
  label: { zh: '特性', en: 'Feature' },
  route: '/datasheet/feature',
  detailRoute: '/datasheet/feature_detail',
});

export const processingModeResource = library({
  key: 'processing_mode',
  base: '/processing_mode',
  label: { zh: '加工方式', en: 'Processing mode' },
  route: '/datasheet/processing_mode',
  detailRoute: '/datasheet/processing_mode_detail',
});

export const formResource = library({
  key: 'form',
  base: '/v1_form',
  label: { zh: '形态', en: 'Form' },
  route: '/datasheet/form',
  detailRoute: '/datasheet/form/detail/:id',
});
