/**
 * The settings the console reads at start-up (`GET /system/keys/public`): the map-service key (spec §9) and
 * any other setting marked readable. Kept under the settings family's query key, so an edit on
 * `/configuration/keys` refreshes it.
 */
// Typed by its declaration, reached by path: the shell reads it, and its download carries no zod.
import type { EndpointOutput, systemEndpoints } from '@console/contract';
import { apiPaths, MAP_SERVICE_SETTING, settingKeyResource } from '@console/contract';
import { useQuery } from '../api/queries.ts';
import { request } from '../api/request.ts';

export const publicSettingsKey = ['resource', settingKeyResource.key, 'public'] as const;

export function fetchPublicSettings(signal?: AbortSignal): Promise<Record<string, string>> {
  return request<EndpointOutput<typeof systemEndpoints.publicSettings>>(apiPaths.publicSettings, { signal });
}

export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsKey,
    queryFn: ({ signal }) => fetchPublicSettings(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The map-service key, once loaded: from the setting, else the server's MAP_SERVICE_KEY; '' when neither. */
export function useMapServiceKey(): string {
  return usePublicSettings().data?.[MAP_SERVICE_SETTING] ?? '';
}
