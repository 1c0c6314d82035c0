// Typed by its declaration, reached by path: the dashboard is the first screen, loaded with the shell.
import type { EndpointOutput, systemEndpoints } from '@console/contract';
import { apiPaths } from '@console/contract';
import { request } from './request.ts';

export function fetchDashboardOverview(
  key: string,
  signal?: AbortSignal,
): Promise<EndpointOutput<typeof systemEndpoints.dashboardOverview>> {
  return request(apiPaths.dashboardOverview, { query: { key: key || undefined }, signal });
}
