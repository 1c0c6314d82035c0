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
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { originExtension } from '../datasheet/libraries/origins/index.tsx';
import type { OriginLibrary } from '../datasheet/libraries/origins/originLibraries.ts';
import { EquipmentSubTypePicker } from './EquipmentSubTypePicker.tsx';
import { LongitudeWithPicker } from './LocationPicker.tsx';
import { CompanyPanels, FactoryPanels, GroupMembers } from './panels.tsx';

export const companyOrigins: OriginLibrary<'company_id'> = {
  origin: companyOriginResource,
  canonical: companyResource,
  field: `${companyResource.key}_id`,
  suggest: datasheetEndpoints.companyOriginSuggest,
  map: datasheetEndpoints.companyOriginMap,
};

export const enterpriseExtensions: ResourceExtensions = {
  ...familyExtension(companyResource, {
    detailPanel: (row) => <CompanyPanels company={row} />,
    fieldWidgets: { longitude: LongitudeWithPicker },
  }),
  ...familyExtension(groupResource, { detailPanel: (row) => <GroupMembers group={row} /> }),
  ...familyExtension(factoryResource, {
    detailPanel: (row) => <FactoryPanels factory={row} />,
    fieldWidgets: { longitude: LongitudeWithPicker },
  }),
  // The origins' extension is shared with the datasheet origins (generic over the library's families).
  ...familyExtension(companyOriginResource, originExtension(companyOrigins)),
  ...familyExtension(equipmentResource, { fieldWidgets: { second_type_id: EquipmentSubTypePicker } }),
};
