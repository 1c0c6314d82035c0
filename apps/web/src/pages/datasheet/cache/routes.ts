/** The console routes of the cache screens (as the route table names them). */
import { datasheetCacheResource } from '@console/contract';

export const cacheListPath = datasheetCacheResource.route;
export const cacheDetailRoute = datasheetCacheResource.detailRoute;
export const cacheEditRoute = '/datasheet/cache/edit/:id';

export const cacheDetailPath = (id: number) => cacheDetailRoute.replace(':id', String(id));
export const cacheEditPath = (id: number) => cacheEditRoute.replace(':id', String(id));
