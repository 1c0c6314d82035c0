import { apiPaths, type DashboardOverview } from '@console/contract';
import { request } from './request.ts';

export function fetchDashboardOverview(key: string, signal?: AbortSignal): Promise<DashboardOverview> {
  return request<DashboardOverview>(apiPaths.dashboardOverview, { query: { key: key || undefined }, signal });
}
