import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';
import { withResourceExtensions } from '../extensionSource.ts';

/** The demand and SaaS screens of their own; every other route of theirs is a family's generic screen. */
export const demandPages: Readonly<Record<string, PageModule>> = {
  '/v2_demand/send_message': lazy(() =>
    withResourceExtensions(import('./SendMessagePage.tsx')).then((m) => ({ default: m.SendMessagePage })),
  ),
  '/saas/enter': lazy(() => import('./SaasEnterPage.tsx').then((m) => ({ default: m.SaasEnterPage }))),
};
