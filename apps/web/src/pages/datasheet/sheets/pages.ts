import type { PageModule } from '../../registry.ts';

export const sheetPages: Readonly<Record<string, PageModule>> = {};
