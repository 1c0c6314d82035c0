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
import type { ResourceExtension } from '../../resources/extensions.ts';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { portalBuilderRoute } from './routes.ts';
import { operationText } from './strings.ts';
import {
  AdStateCell,
  KeywordSyncButton,
  LinkCheckButton,
  LinkCheckRowAction,
  LiveAds,
  QrPreviewAction,
  RowTags,
} from './widgets.tsx';

export const operationExtensions: Readonly<Record<string, ResourceExtension>> = {
  [advertisementResource.key]: {
    header: () => <LiveAds />,
    columns: [
      {
        key: 'ad_state',
        title: { zh: operationText('zh', 'adState'), en: operationText('en', 'adState') },
        width: 100,
        after: 'ends_at',
        render: (row) => <AdStateCell row={row} />,
      },
    ],
  },
  [siteLinkResource.key]: {
    toolbar: (ctx) => <LinkCheckButton ids={ctx.selectedIds} />,
    rowActions: (row) => <LinkCheckRowAction id={row.id} />,
    rowActionsWidth: 50,
  },
  [keywordResource.key]: {
    toolbar: () => <KeywordSyncButton />,
    detailPanel: (row) => (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <RowTags type={TagType.KEYWORD_LINK} targetId={row.id} color="gold" />
        <RelatedRows def={keywordHitResource} filter={{ keyword_id: row.id }} testId="keyword-hits" />
      </Space>
    ),
  },
  [customizePdSceneResource.key]: {
    detailPanel: (row) => <RowTags type={TagType.TYPE_CUSTOMIZE_PD_SCENE} targetId={row.id} color="orange" />,
  },
  [qrcodeResource.key]: {
    rowActions: (row) => <QrPreviewAction row={row} />,
    rowActionsWidth: 50,
  },
  [activityResource.key]: {
    detailPanel: (row) => (
      <RelatedRows
        def={activityApplicationResource}
        filter={{ activity_id: row.id }}
        testId="activity-applications"
      />
    ),
  },
  [portalResource.key]: {
    editRoute: portalBuilderRoute,
  },
};
