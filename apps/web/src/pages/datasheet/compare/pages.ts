import type { PageModule } from '../../registry.ts';

export const comparePages: Readonly<Record<string, PageModule>> = {};
