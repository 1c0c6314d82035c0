/**
 * Channel payments (/payment/wechat/count, issue 23): the records are a declared family (list, add, export …
 * derived); this module answers the per-day figures and the reconciliation the screen shows (figures.ts).
 */
import { paymentEndpoints } from '@console/contract';
import { endpointServer } from '../../http/endpoint.ts';
import type { ModuleContext } from '../module.ts';
import { paymentDays, reconcile } from './figures.ts';

export function paymentModule({ api, db, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  serve(paymentEndpoints.daily, (range) => paymentDays(db, range));
  serve(paymentEndpoints.reconcile, (range) => reconcile(db, range));
}
