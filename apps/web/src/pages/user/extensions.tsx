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
import type { ResourceExtension } from '../../resources/extensions.ts';
import { CollectMarksButton } from './CollectMarksButton.tsx';
import { ExportMailButton } from './ExportMailButton.tsx';
import { LearningPlatformPanel } from './LearningPlatformPanel.tsx';
import { UserDetailPanel } from './UserDetailPanel.tsx';

const LEARNING_PLATFORM_ROUTE = '/user/view/learning-platform';

const markExtension = (kind: 'company' | 'company_type' | 'job_title'): ResourceExtension => ({
  toolbar: (ctx) => <CollectMarksButton kind={kind} reload={ctx.reload} />,
  // The marks still to map come first, as the datasheet origins do.
  defaultFilters: { status: [String(MarkStatus.unmapped)] },
});

export const userExtensions: Readonly<Record<string, ResourceExtension>> = {
  [siteUserResource.key]: {
    toolbar: (ctx) => <ExportMailButton def={ctx.def} />,
    header: (ctx) =>
      ctx.def.route === LEARNING_PLATFORM_ROUTE ? <LearningPlatformPanel reload={ctx.reload} /> : null,
    detailPanel: (row) => <UserDetailPanel user={row} />,
  },
  [companyMarkResource.key]: markExtension('company'),
  [companyTypeMarkResource.key]: markExtension('company_type'),
  [jobTitleMarkResource.key]: markExtension('job_title'),
};
