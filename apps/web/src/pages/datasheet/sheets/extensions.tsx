/**
 * The datasheet list (/datasheet/list) stays the generic list of its declaration; this adds its own cells,
 * row actions (comparison, copy, PDF) and toolbar buttons, and sends add and edit to the editor's pages
 * (a sheet is edited with its property grid, which the generic drawer cannot hold).
 */
import { datasheetResource } from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { RowsExportButton } from '../cache/RowsExportButton.tsx';
import { CategoryPath, CompanyCell, DsnoLink, FeatureTags, FillerTags, Ul94Tag } from './list/ListCells.tsx';
import { CompareToggle, CompareToolbar, RowMore } from './list/SheetActions.tsx';
import { sheetAddRoute, sheetModifyRoute } from './routes.ts';
import './sheets.css';

export const sheetExtensions: ResourceExtensions = familyExtension(datasheetResource, {
  addRoute: sheetAddRoute,
  editRoute: sheetModifyRoute,
  cells: {
    dsno: (row) => <DsnoLink row={row} />,
    company_id: (row) => <CompanyCell row={row} />,
    category_id: (row) => <CategoryPath id={row.category_id} />,
    fillers: (row) => <FillerTags rows={row.fillers} />,
    features: (row) => <FeatureTags row={row} />,
    ul94: (row) => <Ul94Tag value={row.ul94} />,
  },
  rowActions: (row) => (
    <>
      <CompareToggle row={row} />
      <RowMore row={row} />
    </>
  ),
  rowActionsWidth: 150,
  toolbar: (ctx) => (
    <>
      <CompareToolbar ctx={ctx} />
      <RowsExportButton ctx={ctx} />
    </>
  ),
});
