/** The calls of the search's offer, the UL raw rows and a header's values, through the one request function. */
import {
  datasheetPaths,
  type HeaderValues,
  type HeaderValuesQuery,
  type SmartOptions,
  type SmartUnitsSave,
  type SmartUnitsView,
  type UlMatchBody,
  type UlMatchResult,
  type UlSuggestions,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '../../../api/queries.ts';
import { request } from '../../../api/request.ts';

export const smartOptionsKey = ['datasheet', 'smart', 'options'] as const;

export function useSmartOptions() {
  return useQuery({
    queryKey: smartOptionsKey,
    queryFn: ({ signal }) => request<SmartOptions>(datasheetPaths.smartOptions, { signal }),
  });
}

export function useSmartUnits() {
  return useQuery({
    queryKey: ['datasheet', 'smart', 'units'],
    queryFn: ({ signal }) => request<SmartUnitsView>(datasheetPaths.smartUnits, { signal }),
  });
}

export function saveSmartUnits(body: SmartUnitsSave): Promise<SmartUnitsView> {
  return request<SmartUnitsView>(datasheetPaths.smartUnitsSave, { method: 'POST', body });
}

export function useUlSuggestions(id: number | null) {
  return useQuery({
    queryKey: ['ul_raw', 'suggest', id],
    queryFn: ({ signal }) => request<UlSuggestions>(datasheetPaths.ulSuggest, { query: { id }, signal }),
    enabled: id !== null,
  });
}

export function matchUlRow(body: UlMatchBody): Promise<UlMatchResult> {
  return request<UlMatchResult>(datasheetPaths.ulMatch, { method: 'POST', body });
}

export function useHeaderValues(query: HeaderValuesQuery, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['datasheet', 'header-values', query],
    queryFn: ({ signal }) =>
      request<HeaderValues>(datasheetPaths.headerValues, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
