import { adminUserResource } from './admin-user.ts';
import { aiConversationResource, aiFilterResource, aiMessageResource } from './ai/families.ts';
import { analysisUserViewResource } from './analytics/analysis.ts';
import {
  priceQuoteResource,
  purchaseLinkResource,
  purchaseRequirementResource,
} from './commerce/families.ts';
import {
  applicationClassificationResource,
  applicationResource,
  applicationThemeResource,
  applicationTypeResource,
} from './content/applications.ts';
import { commentResource } from './content/comments.ts';
import { expertRequestResource, expertResource } from './content/experts.ts';
import { newsResource, newsTypeResource } from './content/news.ts';
import { businessCardCacheResource, businessCardResource } from './customer/cards.ts';
import {
  accessRecordResource,
  accessRequestResource,
  applianceResource,
  cacheConditionResource,
  categoryResource,
  certificationResource,
  chemicalClassResource,
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  chemicalItemResource,
  chemicalScaleResource,
  conditionResource,
  datasheetCacheResource,
  datasheetPriceResource,
  datasheetResource,
  featureResource,
  fillerResource,
  formResource,
  gradeReplacementResource,
  headerOriginResource,
  headerResource,
  headerRootResource,
  headerSmartResource,
  importRunResource,
  metricOriginResource,
  metricResource,
  polymerFamilyResource,
  processingModeResource,
  savedSearchResource,
  searchPresetResource,
  searchSyncRequestResource,
  searchUnitResource,
  standardOriginResource,
  standardResource,
  ulRawResource,
  valueFlagResource,
  yellowCardResource,
} from './datasheet/families/index.ts';
import { demandFamilies } from './demand/families.ts';
import {
  emailCampaignRecipientResource,
  emailCampaignResource,
  emailUnsubscribeResource,
} from './email/index.ts';
import { companyResource, groupResource, trademarkResource } from './enterprise/companies.ts';
import { companyOriginResource } from './enterprise/company-origin.ts';
import {
  equipmentResource,
  equipmentSecondTypeResource,
  equipmentTypeResource,
  factoryReputationResource,
  factoryResource,
  factorySpecialTagResource,
  factoryTypeResource,
  foundryModelResource,
} from './enterprise/factories.ts';
import { networkExpansionResource } from './enterprise/network-expansion.ts';
import { clientResource, colleagueResource } from './enterprise/people.ts';
import { liveResource, mediaImageResource, subjectResource, videoResource } from './media/families.ts';
import { accessLogResource, auditLogResource, personalDataAccessResource } from './monitor.ts';
import { operationFamilies } from './operation/families.ts';
import { questionnaireAnswerResource, questionnaireResource } from './paper/families.ts';
import { channelPaymentResource } from './payment/payments.ts';
import {
  apiAuthorityResource,
  apiRoleResource,
  layoutAuthorityResource,
  layoutRoleResource,
} from './permissions.ts';
import { productResource, stockLotResource, supplyResource } from './product/families.ts';
import { settingKeyResource } from './setting-key.ts';
import { cacheRuleResource, menuRecordResource } from './system.ts';
import { tagBindingResource, tagResource } from './tag.ts';
import type { ResourceDef, ResourceView } from './types.ts';
import {
  companyMarkResource,
  companyTypeMarkResource,
  emailReadLogResource,
  jobTitleMarkResource,
  siteUserCheckResource,
  siteUserCollectionResource,
  siteUserDownloadResource,
  siteUserExportResource,
  siteUserFollowResource,
  siteUserHistoryResource,
  siteUserResource,
  siteUserShareResource,
  siteUserSubscriptionResource,
  siteUserVirtualPhoneResource,
} from './user/index.ts';

export * from './admin-user.ts';
export * from './ai/index.ts';
export * from './analytics/index.ts';
export * from './commerce/index.ts';
export * from './contact-masks.ts';
export * from './content/index.ts';
export * from './counts.ts';
export * from './customer/index.ts';
export * from './datasheet/endpoints.ts';
export * from './datasheet/families/index.ts';
export * from './datasheet/paths.ts';
export * from './demand/index.ts';
export * from './detail-url.ts';
export * from './email/index.ts';
export * from './enterprise/companies.ts';
export * from './enterprise/company-origin.ts';
export * from './enterprise/credit-code.ts';
export * from './enterprise/factories.ts';
export * from './enterprise/fields.ts';
export * from './enterprise/network-expansion.ts';
export * from './enterprise/people.ts';
export * from './family-endpoints.ts';
export * from './field-override.ts';
export * from './media/index.ts';
export * from './monitor.ts';
export * from './operation/index.ts';
export * from './paper/index.ts';
export * from './payment/index.ts';
export * from './permissions.ts';
export * from './product/index.ts';
export * from './reference-options.ts';
export * from './resource-paths.ts';
export * from './row-of.ts';
export * from './row-schema.ts';
export * from './rows.ts';
export * from './saas/index.ts';
export * from './search/index.ts';
export * from './setting-key.ts';
export * from './system.ts';
export * from './tag.ts';
export * from './text-checks.ts';
export * from './types.ts';
export * from './user/index.ts';
export * from './workflow.ts';

/** Every declared entity family, by key. Adding a family: one file here, one line below, its migration. */
export const resources: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  [
    tagResource,
    tagBindingResource,
    settingKeyResource,
    menuRecordResource,
    cacheRuleResource,
    adminUserResource,
    layoutRoleResource,
    layoutAuthorityResource,
    apiRoleResource,
    apiAuthorityResource,
    accessLogResource,
    personalDataAccessResource,
    auditLogResource,
    // Datasheets and their libraries (issue 8).
    companyResource,
    trademarkResource,
    headerRootResource,
    headerResource,
    headerSmartResource,
    headerOriginResource,
    standardResource,
    standardOriginResource,
    metricResource,
    metricOriginResource,
    conditionResource,
    applianceResource,
    fillerResource,
    featureResource,
    processingModeResource,
    formResource,
    categoryResource,
    datasheetResource,
    // Datasheets II: UL yellow cards and certificates (issue 10).
    yellowCardResource,
    certificationResource,
    // Chemical resistance (issue 10 §4).
    chemicalClassResource,
    chemicalItemResource,
    chemicalScaleResource,
    chemicalCompatibilityResource,
    chemicalDsCompatibilityResource,
    // Import and the review pipeline (issue 10 §1); the import history (issue 18).
    companyOriginResource,
    importRunResource,
    datasheetCacheResource,
    cacheConditionResource,
    // Cross-references, prices, access requests and records; search-index sync requests (issue 10 §5).
    gradeReplacementResource,
    datasheetPriceResource,
    accessRequestResource,
    accessRecordResource,
    searchSyncRequestResource,
    // Enterprises (issue 11): groups, factories and their libraries, colleagues, clients, network expansion.
    groupResource,
    factoryTypeResource,
    factorySpecialTagResource,
    foundryModelResource,
    factoryResource,
    factoryReputationResource,
    equipmentTypeResource,
    equipmentSecondTypeResource,
    equipmentResource,
    colleagueResource,
    clientResource,
    networkExpansionResource,
    // What the parametric search offers and keeps; UL rows waiting to be matched (issue 10 §1, §2).
    searchUnitResource,
    searchPresetResource,
    savedSearchResource,
    ulRawResource,
    // Questionnaires (issue 11, /paper).
    questionnaireResource,
    questionnaireAnswerResource,
    // Purchasing and prices (issue 11, /purchase and /price).
    purchaseRequirementResource,
    purchaseLinkResource,
    priceQuoteResource,
    // Products, supply and stock (issue 11, /product and /store).
    productResource,
    supplyResource,
    stockLotResource,
    // Business cards and the scanned-card cache (issue 11, /customer).
    businessCardResource,
    businessCardCacheResource,
    // Content and media (issue 22): applications, news, experts, comments, live, video, subjects, images.
    applicationTypeResource,
    applicationClassificationResource,
    applicationResource,
    applicationThemeResource,
    newsTypeResource,
    newsResource,
    expertResource,
    expertRequestResource,
    subjectResource,
    liveResource,
    videoResource,
    commentResource,
    mediaImageResource,
    // Front-site users (issue 21, /user): key site_user, not the console's admin users.
    siteUserResource,
    siteUserFollowResource,
    siteUserDownloadResource,
    siteUserCollectionResource,
    siteUserHistoryResource,
    siteUserShareResource,
    siteUserSubscriptionResource,
    siteUserCheckResource,
    siteUserVirtualPhoneResource,
    emailReadLogResource,
    siteUserExportResource,
    companyMarkResource,
    companyTypeMarkResource,
    jobTitleMarkResource,
    // Demands, proposals and enterprise SaaS (issue 21, /v2_demand, /saas, /operation/demand).
    ...demandFamilies,
    // Operations (issue 22, /operation): ads, display control, recommendations, links, activities, portals,
    // documents, keywords, QR codes, the sitemap and tracking points.
    ...operationFamilies,
    // The AI assistant (issue 23, /ai): each admin's conversations and messages; saved AI filters.
    aiConversationResource,
    aiMessageResource,
    aiFilterResource,
    // Each admin's saved custom user analyses (issue 23, /analysis/customize-user-analysis).
    analysisUserViewResource,
    // E-mail campaigns and channel payments (issue 23, /email, /payment).
    emailCampaignResource,
    emailCampaignRecipientResource,
    emailUnsubscribeResource,
    channelPaymentResource,
    // Polymer families by every name (issue 36): the search's and the reader's material names.
    polymerFamilyResource,
    // Implausible values flagged on sheets and cached sheets (issue 36), after the families they name.
    valueFlagResource,
  ].map((def) => [def.key, def]),
);

export function resourceByKey(key: string): ResourceDef {
  const def = resources[key];
  if (!def) throw new Error(`no resource declared with key ${key}`);
  return def;
}

/** A family as one of its views shows it: the view's routes and label, and its preset values. */
function throughView(def: ResourceDef, view: ResourceView): ResourceDef {
  return {
    ...def,
    route: view.route,
    detailRoute: view.detailRoute ?? def.detailRoute,
    label: view.label,
    preset: view.preset,
  };
}

/** Every screen of the declared families: each family as declared, then each of its views. */
const screens: readonly ResourceDef[] = Object.values(resources).flatMap((def) => [
  def,
  ...(def.views ?? []).map((view) => throughView(def, view)),
]);

/** The resource whose list screen is this console route, if any (a view: with its preset values). */
export function resourceForRoute(fullPath: string): ResourceDef | undefined {
  return screens.find((def) => def.route === fullPath);
}

/** The resource whose one-row screen is this console route, if any. */
export function resourceForDetailRoute(fullPath: string): ResourceDef | undefined {
  return screens.find((def) => def.detailRoute === fullPath);
}
