/** Console routes of the search's screens and of one header's values (as the route table names them). */
import { encodeSmartQuery, type SmartQueryInput } from '@console/contract';

export const advancedSearchPath = '/datasheet/smart/advanced';
export const headerValuesRoute = '/datasheet/item/header';

/** The advanced search showing a stored query (kept as the page writes its `q`). */
export const advancedSearchUrl = (q: string) => `${advancedSearchPath}?q=${encodeURIComponent(q)}`;
export const advancedSearchOf = (query: SmartQueryInput) => advancedSearchUrl(encodeSmartQuery(query));
export const headerValuesPath = (id: number) => `${headerValuesRoute}?id=${id}`;
