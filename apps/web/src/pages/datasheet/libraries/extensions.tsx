/**
 * The datasheet libraries' additions to the generic screens, by family key (a family's views share them:
 * the smart and attached headers, the three category levels).
 */
import {
  categoryResource,
  conditionResource,
  fillerResource,
  headerResource,
  headerSmartResource,
  metricResource,
} from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { HeaderValuesLink } from '../smart/HeaderValuesLink.tsx';
import { CategoryParentPicker } from './categories/CategoryParentPicker.tsx';
import { CombineFillerButton } from './fillers/CombineFillerDialog.tsx';
import { ConditionLabelPreview } from './headers/ConditionLabelPreview.tsx';
import { MetricsHeader } from './headers/MetricsHeader.tsx';
import { HeaderMetricPicker, SmartEntryMetricPicker, SmartHeaderPicker } from './headers/pickers.tsx';
import { originExtensions } from './origins/index.tsx';

export const libraryExtensions: ResourceExtensions = {
  // Origin headers and standards: suggestions, one-click accept, bulk mapping, unmapped first.
  ...originExtensions,
  // /datasheet/filler: fold duplicates into one (spec §7 "Combine filler").
  ...familyExtension(fillerResource, { toolbar: (ctx) => <CombineFillerButton ctx={ctx} /> }),
  // Categories (every level's view): the parent picker offers the level above only.
  ...familyExtension(categoryResource, { fieldWidgets: { parent_id: CategoryParentPicker } }),
  // Headers (and their smart / attached views): the default unit among the units of the header's quantity.
  // Their details link to every sheet's value of the header (item/header).
  ...familyExtension(headerResource, {
    fieldWidgets: { default_metric_id: HeaderMetricPicker },
    detailPanel: (row) => <HeaderValuesLink id={row.id} />,
  }),
  // Smart search entries: a smart header, and a unit of its quantity.
  ...familyExtension(headerSmartResource, {
    fieldWidgets: { header_id: SmartHeaderPicker, metric_id: SmartEntryMetricPicker },
  }),
  // Test conditions: the label follows the parts while editing.
  ...familyExtension(conditionResource, { fieldWidgets: { label: ConditionLabelPreview } }),
  // Metrics: the conversion table derived from them.
  ...familyExtension(metricResource, { header: () => <MetricsHeader /> }),
};
