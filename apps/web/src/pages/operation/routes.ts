/** The operations screens' own paths (the route table's /operation group). */
export const portalListPath = '/operation/portal/list';
export const portalBuilderRoute = '/operation/portal/details/:id';
export const portalBuilderPath = (id: number) => `/operation/portal/details/${id}`;
export const sitemapPath = '/operation/sitemap';
