/** The price screens' paths (the route table's /price group). */
export const bidPath = '/price/bid';
export const quoteListPath = '/price/quote/list';
export const quoteAddPath = '/price/quote/add';
/** The comparison of one requirement's quotes: the requirement in the query, so it can be shared. */
export const bidPathOf = (requirementId: number) => `${bidPath}?requirement_id=${requirementId}`;
