/** The families of the sales side (issue 21), in the order they reference each other. */
import { saasEnterpriseResource, saasSupplyCheckResource, saasUserResource } from '../saas/families.ts';
import type { ResourceDef } from '../types.ts';
import { demandPaymentResource, demandProposalResource } from './business.ts';
import { demandClassificationResource, demandResource } from './demands.ts';
import { demandFollowResource, userMessageResource } from './follow-messages.ts';
import { proposalResource } from './proposals.ts';

export const demandFamilies: readonly ResourceDef[] = [
  demandClassificationResource,
  demandResource,
  demandFollowResource,
  userMessageResource,
  demandProposalResource,
  demandPaymentResource,
  saasEnterpriseResource,
  saasUserResource,
  saasSupplyCheckResource,
  proposalResource,
];
