/**
 * The content and media families on the generic screens: news is written in its editor (add opens it, each row
 * links to it, the detail shows the public preview) with tags limited to the news type; the image library
 * uploads many at once and shows where an image is used; an expert's detail lists the requests sent to them;
 * a video's and an application's detail list their comments.
 */
import {
  applicationResource,
  commentResource,
  expertRequestResource,
  expertResource,
  mediaImageResource,
  newsResource,
  TagType,
  tagResource,
  videoResource,
} from '@console/contract';
import { lazy, Suspense } from 'react';
import {
  type FieldWidgetProps,
  familyExtension,
  type ResourceExtensions,
} from '../../resources/extensions.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { RelatedRows } from '../../resources/RelatedRows.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { NEWS_EDITOR_EDIT_ROUTE, NEWS_EDITOR_PATH } from './routes.ts';
import { useContentT } from './strings.ts';

// The panels load with the screen that shows them, not with every family's extensions.
const NewsPreview = lazy(() => import('./NewsPreview.tsx').then((m) => ({ default: m.NewsPreview })));
const ImageUsage = lazy(() => import('./ImagePanels.tsx').then((m) => ({ default: m.ImageUsage })));
const ImageBatchUpload = lazy(() =>
  import('./ImagePanels.tsx').then((m) => ({ default: m.ImageBatchUpload })),
);

function NewsTagsWidget({ value, onChange, disabled, field }: FieldWidgetProps<number[] | null>) {
  const locale = useLocaleStore((s) => s.locale);
  return (
    <ReferenceSelect
      aria-label={field.label[locale]}
      target={tagResource.key}
      multiple
      value={value ?? []}
      onChange={(next) => onChange?.(Array.isArray(next) ? next : [])}
      filter={{ type: TagType.NEWS, enabled: true }}
      disabled={disabled}
      data-testid="news-tags"
    />
  );
}

function Comments({ filter }: { filter: Record<string, number> }) {
  const t = useContentT();
  return (
    <RelatedRows
      def={commentResource}
      filter={filter}
      title={t('commentsTitle')}
      fields={['content', 'user_name', 'is_check', 'enabled', 'created_at']}
      testId="related-comments"
    />
  );
}

function ExpertRequests({ id }: { id: number }) {
  const t = useContentT();
  return (
    <RelatedRows
      def={expertRequestResource}
      filter={{ expert_id: id }}
      title={t('requestsOfExpert')}
      testId="expert-requests"
    />
  );
}

export const contentExtensions: ResourceExtensions = {
  ...familyExtension(newsResource, {
    addRoute: NEWS_EDITOR_PATH,
    // An article is edited in the editor's page, across its width, with its state and preview below.
    editRoute: NEWS_EDITOR_EDIT_ROUTE,
    fieldWidgets: { tags: NewsTagsWidget },
    detailPanel: (row) => (
      <Suspense>
        <NewsPreview row={row} height={480} />
      </Suspense>
    ),
  }),
  ...familyExtension(mediaImageResource, {
    toolbar: (ctx) => (
      <Suspense>
        <ImageBatchUpload reload={ctx.reload} />
      </Suspense>
    ),
    detailPanel: (row) => (
      <Suspense>
        <ImageUsage id={row.id} />
      </Suspense>
    ),
  }),
  ...familyExtension(expertResource, {
    detailPanel: (row) => <ExpertRequests id={row.id} />,
  }),
  ...familyExtension(videoResource, {
    detailPanel: (row) => <Comments filter={{ video_id: row.id }} />,
  }),
  ...familyExtension(applicationResource, {
    detailPanel: (row) => <Comments filter={{ application_id: row.id }} />,
  }),
};
