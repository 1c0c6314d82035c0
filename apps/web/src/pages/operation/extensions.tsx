/**
 * The operations families' generic screens with what their declarations cannot say: an ad's state now and what
 * is live, link checks, the keyword sync and each keyword's linked content and tags, scene tags (type 9), a QR
 * code's preview and downloads, an activity's applications, and the portal builder as the portal's edit screen.
 */
import {
  activityApplicationResource,
  activityResource,
  advertisementResource,
  customizePdSceneResource,
  keywordHitResource,
  keywordResource,
  portalResource,
  qrcodeResource,
  siteLinkResource,
  TagType,
} from '@console/contract';
import { Space } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { familyExtension, type ResourceExtensions } from '../../resources/extensions.ts';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { portalBuilderRoute } from './routes.ts';
import { operationText } from './strings.ts';

// Loaded with the screen that shows them: the extensions chunk is shared by every domain's screens.
const widgets = () => import('./widgets.tsx');
const AdStateCell = lazy(() => widgets().then((m) => ({ default: m.AdStateCell })));
const KeywordSyncButton = lazy(() => widgets().then((m) => ({ default: m.KeywordSyncButton })));
const LinkCheckButton = lazy(() => widgets().then((m) => ({ default: m.LinkCheckButton })));
const LinkCheckRowAction = lazy(() => widgets().then((m) => ({ default: m.LinkCheckRowAction })));
const LiveAds = lazy(() => widgets().then((m) => ({ default: m.LiveAds })));
const QrPreviewAction = lazy(() => widgets().then((m) => ({ default: m.QrPreviewAction })));
const RowTags = lazy(() =>
  import('../configuration/system/tags/RowTags.tsx').then((m) => ({ default: m.RowTags })),
);

/** A lazily loaded addition, drawn once its code arrived (nothing meanwhile, not the screen's fallback). */
const later = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

export const operationExtensions: ResourceExtensions = {
  ...familyExtension(advertisementResource, {
    header: () => later(<LiveAds />),
    columns: [
      {
        key: 'ad_state',
        title: { zh: operationText('zh', 'adState'), en: operationText('en', 'adState') },
        width: 100,
        after: 'slot',
        render: (row) => later(<AdStateCell row={row} />),
      },
    ],
  }),
  ...familyExtension(siteLinkResource, {
    toolbar: (ctx) => later(<LinkCheckButton ids={ctx.selectedIds} />),
    rowActions: (row) => later(<LinkCheckRowAction id={row.id} />),
    rowActionsWidth: 50,
  }),
  ...familyExtension(keywordResource, {
    toolbar: () => later(<KeywordSyncButton />),
    detailPanel: (row) => (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {later(<RowTags type={TagType.KEYWORD_LINK} targetId={row.id} color="gold" />)}
        <RelatedRows def={keywordHitResource} filter={{ keyword_id: row.id }} testId="keyword-hits" />
      </Space>
    ),
  }),
  ...familyExtension(customizePdSceneResource, {
    detailPanel: (row) =>
      later(<RowTags type={TagType.TYPE_CUSTOMIZE_PD_SCENE} targetId={row.id} color="orange" />),
  }),
  ...familyExtension(qrcodeResource, {
    rowActions: (row) => later(<QrPreviewAction row={row} />),
    rowActionsWidth: 50,
  }),
  ...familyExtension(activityResource, {
    detailPanel: (row) => (
      <RelatedRows
        def={activityApplicationResource}
        filter={{ activity_id: row.id }}
        testId="activity-applications"
      />
    ),
  }),
  ...familyExtension(portalResource, {
    editRoute: portalBuilderRoute,
  }),
};
