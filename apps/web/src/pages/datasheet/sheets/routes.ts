/**
 * The console routes of the datasheet screens (as the route table names them, packages/contract
 * route-table/datasheet.ts): list and detail come from the family's declaration, the editor's three pages
 * and compare are pages of the table.
 */
import { datasheetResource, detailUrl, type ResourceDef } from '@console/contract';

export const sheetListPath = datasheetResource.route;
export const sheetDetailRoute = datasheetResource.detailRoute;
export const sheetAddRoute = '/datasheet/add';
export const sheetCopyRoute = '/datasheet/add/:id';
export const sheetModifyRoute = '/datasheet/modify/:id';
export const comparePath = '/datasheet/compare';

const withId = (route: string, id: number) => route.replace(':id', String(id));

export const sheetDetailPath = (id: number) =>
  detailUrl(datasheetResource as ResourceDef, id) ?? sheetListPath;
export const sheetCopyPath = (id: number) => withId(sheetCopyRoute, id);
export const sheetModifyPath = (id: number) => withId(sheetModifyRoute, id);
