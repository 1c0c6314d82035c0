import { accessLogResource } from '@console/contract';
import { familyTable } from '../../engine/tables.ts';

/** One row per guarded `/api` request, written after the answer was sent; derived from its declaration. */
export const accessLog = familyTable(accessLogResource);
