/** Additions to the generic /email/list screens: a campaign's preview, test, send and progress (CampaignActions). */
import { emailCampaignResource } from '@console/contract';
import { lazy, Suspense } from 'react';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';

// Loaded when the campaign list shows them: every domain's extensions share the registry, kept light.
const CampaignRowActions = lazy(() =>
  import('./CampaignActions.tsx').then((m) => ({ default: m.CampaignRowActions })),
);
const CampaignDetail = lazy(() =>
  import('./CampaignActions.tsx').then((m) => ({ default: m.CampaignDetail })),
);

export const emailExtensions: ResourceExtensions = {
  ...familyExtension(emailCampaignResource, {
    rowActions: (row, ctx) => (
      <Suspense fallback={null}>
        <CampaignRowActions row={row} reload={ctx.reload} />
      </Suspense>
    ),
    rowActionsWidth: 140,
    detailPanel: (row) => (
      <Suspense fallback={null}>
        <CampaignDetail row={row} />
      </Suspense>
    ),
  }),
};
