import { lazy } from 'react';
import type { PageModule } from '../../router/pageRegistry.tsx';

/** /payment: the channel payments' statistics and reconciliation (its chunk loads ECharts on the first draw). */
export const paymentPages: Readonly<Record<string, PageModule>> = {
  '/payment/wechat/count': lazy(() =>
    import('./PaymentCountPage.tsx').then((m) => ({ default: m.PaymentCountPage })),
  ),
};
