/** The operations families in the order the registry lists them (a family before those referencing it). */
import { activityApplicationResource, activityResource } from './activities.ts';
import { customizePdSceneResource, siteLinkResource, userFeedbackResource } from './engagement.ts';
import { documentResource, keywordHitResource, keywordResource } from './library.ts';
import {
  advertisementResource,
  recommendSlotResource,
  showBlockResource,
  showPlanResource,
} from './placements.ts';
import { portalResource } from './portal.ts';
import {
  qrcodeResource,
  sitemapBuildResource,
  trackingPageResource,
  trackingPointResource,
} from './tools.ts';

export const operationFamilies = [
  advertisementResource,
  showBlockResource,
  showPlanResource,
  recommendSlotResource,
  customizePdSceneResource,
  userFeedbackResource,
  siteLinkResource,
  activityResource,
  activityApplicationResource,
  portalResource,
  documentResource,
  keywordResource,
  keywordHitResource,
  qrcodeResource,
  sitemapBuildResource,
  trackingPageResource,
  trackingPointResource,
] as const;
