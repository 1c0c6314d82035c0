import type { PageModule } from '../../registry.ts';

/** Screens of their own in this area (full route path → lazily loaded page); the rest use the generic ones. */
export const authPages: Readonly<Record<string, PageModule>> = {};
