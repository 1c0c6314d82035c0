/**
 * Reachable without logging in, outside the main layout (spec §2 "Routing behaviour"). A module of its own:
 * the web app's entry needs these three paths, not the whole route table.
 */
export const publicPaths = ['/login', '/401', '/404'] as const;
