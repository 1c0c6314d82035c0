/**
 * Additions to the generic /user screens: the list's export by e-mail, the learning platform's source above its
 * view, a user's contact, tags and activity below the profile, and collecting the marks from what users typed.
 */
import {
  companyMarkResource,
  companyTypeMarkResource,
  jobTitleMarkResource,
  MarkStatus,
  siteUserResource,
} from '@console/contract';
import { lazy, Suspense } from 'react';
import {
  familyExtension,
  type ResourceExtension,
  type ResourceExtensions,
} from '../../resources/extensions.ts';
import { CollectMarksButton } from './CollectMarksButton.tsx';

// Loaded when a /user screen shows them: every domain's extensions share one chunk, kept light.
const ExportMailButton = lazy(() =>
  import('./ExportMailButton.tsx').then((m) => ({ default: m.ExportMailButton })),
);
const LearningPlatformPanel = lazy(() =>
  import('./LearningPlatformPanel.tsx').then((m) => ({ default: m.LearningPlatformPanel })),
);
const UserDetailPanel = lazy(() =>
  import('./UserDetailPanel.tsx').then((m) => ({ default: m.UserDetailPanel })),
);

const LEARNING_PLATFORM_ROUTE = '/user/view/learning-platform';

const markExtension = (kind: 'company' | 'company_type' | 'job_title'): ResourceExtension => ({
  toolbar: (ctx) => <CollectMarksButton kind={kind} reload={ctx.reload} />,
  // The marks still to map come first, as the datasheet origins do.
  defaultFilters: { status: [MarkStatus.unmapped] },
});

export const userExtensions: ResourceExtensions = {
  ...familyExtension(siteUserResource, {
    toolbar: (ctx) => (
      <Suspense fallback={null}>
        <ExportMailButton def={ctx.def} />
      </Suspense>
    ),
    header: (ctx) =>
      ctx.def.route === LEARNING_PLATFORM_ROUTE ? (
        <Suspense fallback={null}>
          <LearningPlatformPanel reload={ctx.reload} />
        </Suspense>
      ) : null,
    detailPanel: (row) => (
      <Suspense fallback={null}>
        <UserDetailPanel user={row} />
      </Suspense>
    ),
  }),
  [companyMarkResource.key]: markExtension('company'),
  [companyTypeMarkResource.key]: markExtension('company_type'),
  [jobTitleMarkResource.key]: markExtension('job_title'),
};
