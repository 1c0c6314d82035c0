/** The resistance chart's call (`GET /v1_chemicals/matrix`), refreshed with the ratings it is read from. */
import { chemicalCompatibilityResource, datasheetEndpoints, type EndpointInput } from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { call } from '../../../../api/call.ts';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey } from '../../../../resources/api.ts';

export interface MatrixFilters {
  class_id?: number;
  item_id?: number;
  category_id?: number[];
  ds_id?: number[];
  grade?: string;
  condition?: string;
}

export function matrixQuery(filters: MatrixFilters): EndpointInput<typeof datasheetEndpoints.chemicalMatrix> {
  const query: EndpointInput<typeof datasheetEndpoints.chemicalMatrix> = {};
  if (filters.class_id) query.class_id = filters.class_id;
  if (filters.item_id) query.item_id = filters.item_id;
  if (filters.category_id?.length) query.category_id = filters.category_id.join(',');
  if (filters.ds_id?.length) query.ds_id = filters.ds_id.join(',');
  if (filters.grade) query.grade = filters.grade;
  if (filters.condition !== undefined) query.condition = filters.condition;
  return query;
}

/**
 * Keyed under the family ratings' key, so a rating added, edited or deleted through the generic list refreshes
 * the chart (the list's mutations invalidate the family's queries).
 */
export function useMatrix(filters: MatrixFilters) {
  const query = matrixQuery(filters);
  return useQuery({
    queryKey: [...familyKey(chemicalCompatibilityResource), 'matrix', query],
    queryFn: ({ signal }) => call(datasheetEndpoints.chemicalMatrix, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
