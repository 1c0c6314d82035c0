/** The calls of the search's offer, the UL raw rows and a header's values, declared in the contract. */
import {
  datasheetEndpoints,
  type HeaderValuesQuery,
  type SmartUnitsSave,
  type UlMatchBody,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';

export const smartOptionsKey = ['datasheet', 'smart', 'options'] as const;

export function useSmartOptions() {
  return useQuery({
    queryKey: smartOptionsKey,
    queryFn: ({ signal }) => call(datasheetEndpoints.smartOptions, {}, { signal }),
  });
}

export function useSmartUnits() {
  return useQuery({
    queryKey: ['datasheet', 'smart', 'units'],
    queryFn: ({ signal }) => call(datasheetEndpoints.smartUnits, {}, { signal }),
  });
}

export function saveSmartUnits(body: SmartUnitsSave) {
  return call(datasheetEndpoints.smartUnitsSave, body);
}

export function useUlSuggestions(id: number | null) {
  return useQuery({
    queryKey: ['ul_raw', 'suggest', id],
    queryFn: ({ signal }) => call(datasheetEndpoints.ulSuggest, { id }, { signal }),
    enabled: id !== null,
  });
}

export function matchUlRow(body: UlMatchBody) {
  return call(datasheetEndpoints.ulMatch, body);
}

export function useHeaderValues(query: HeaderValuesQuery, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['datasheet', 'header-values', query],
    queryFn: ({ signal }) => call(datasheetEndpoints.headerValues, { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
