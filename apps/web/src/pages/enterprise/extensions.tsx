/**
 * The enterprise domain's additions to the generic screens: what a company, group and factory show below
 * their details, the company origins' suggestions and bulk mapping (the datasheet origins' extension, with
 * the company library), and the equipment sub-type picker.
 */
import {
  companyOriginResource,
  companyResource,
  datasheetEndpoints,
  equipmentResource,
  factoryResource,
  groupResource,
} from '@console/contract';
import type { ResourceExtension } from '../../resources/extensions.ts';
import { originExtension } from '../datasheet/libraries/origins/index.tsx';
import type { OriginLibrary } from '../datasheet/libraries/origins/originLibraries.ts';
import { EquipmentSubTypePicker } from './EquipmentSubTypePicker.tsx';
import { LongitudeWithPicker } from './LocationPicker.tsx';
import { CompanyPanels, FactoryPanels, GroupMembers } from './panels.tsx';

export const companyOrigins: OriginLibrary = {
  origin: companyOriginResource,
  canonical: companyResource,
  field: `${companyResource.key}_id`,
  suggest: datasheetEndpoints.companyOriginSuggest,
  map: datasheetEndpoints.companyOriginMap,
};

export const enterpriseExtensions: Readonly<Record<string, ResourceExtension>> = {
  [companyResource.key]: {
    detailPanel: (row) => <CompanyPanels company={row} />,
    fieldWidgets: { longitude: LongitudeWithPicker },
  },
  [groupResource.key]: { detailPanel: (row) => <GroupMembers group={row} /> },
  [factoryResource.key]: {
    detailPanel: (row) => <FactoryPanels factory={row} />,
    fieldWidgets: { longitude: LongitudeWithPicker },
  },
  [companyOrigins.origin.key]: originExtension(companyOrigins),
  [equipmentResource.key]: { fieldWidgets: { second_type_id: EquipmentSubTypePicker } },
};
