import type { PageModule } from '../../registry.ts';

export const libraryPages: Readonly<Record<string, PageModule>> = {};
