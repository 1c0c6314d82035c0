/**
 * A news item as the public site shows it: headline, source and author, time, cover and the body the server
 * stored (already sanitised), drawn in a sandboxed frame with the site's article styles, so the preview is
 * what a reader sees and stored markup can do nothing but show.
 */
import type { newsResource, RowOf } from '@console/contract';
import { Card, Typography } from 'antd';
import { useContentT } from './strings.ts';

const ARTICLE_CSS = `
  body { margin: 0; font: 16px/1.8 "PingFang SC", "Microsoft YaHei", "WenQuanYi Micro Hei", sans-serif; color: #1f2329; background: #fff; }
  article { max-width: 720px; margin: 0 auto; padding: 24px 20px 40px; }
  h1 { font-size: 26px; line-height: 1.4; margin: 0 0 12px; }
  .meta { color: #8a8f99; font-size: 13px; margin-bottom: 20px; display: flex; gap: 16px; flex-wrap: wrap; }
  .cover { width: 100%; border-radius: 6px; margin-bottom: 20px; }
  .summary { background: #f5f7fa; border-left: 3px solid #1677ff; padding: 8px 12px; color: #4e5969; margin-bottom: 20px; }
  .body img { max-width: 100%; height: auto; border-radius: 4px; }
  .body p { margin: 0 0 14px; }
  .empty { color: #c0c4cc; }
`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type NewsRow = RowOf<typeof newsResource>;

export function articleDocument(row: NewsRow, labels: { source: string; author: string; empty: string }) {
  const when = row.published_at ?? row.publish_at ?? row.updated_at;
  const date = when ? new Date(when).toLocaleString('zh-CN', { hour12: false }) : '';
  const meta = [
    row.source ? `<span>${escapeHtml(labels.source)}：${escapeHtml(row.source)}</span>` : '',
    row.author ? `<span>${escapeHtml(labels.author)}：${escapeHtml(row.author)}</span>` : '',
    date ? `<span>${escapeHtml(date)}</span>` : '',
  ].join('');
  const cover = row.cover ? `<img class="cover" src="${escapeHtml(row.cover)}" alt="">` : '';
  const summary = row.summary ? `<p class="summary">${escapeHtml(row.summary)}</p>` : '';
  // The body is the server's sanitised HTML, inserted as it is stored.
  const body = row.body ? row.body : `<p class="empty">${escapeHtml(labels.empty)}</p>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${ARTICLE_CSS}</style></head><body><article><h1>${escapeHtml(row.title)}</h1><div class="meta">${meta}</div>${cover}${summary}<div class="body">${body}</div></article></body></html>`;
}

export function NewsPreview({ row, height = 560 }: { row: NewsRow; height?: number }) {
  const t = useContentT();
  return (
    <Card size="small" title={t('preview')} data-testid="news-preview">
      <Typography.Paragraph type="secondary">{t('previewHint')}</Typography.Paragraph>
      <iframe
        className="news-preview-frame"
        sandbox=""
        title={t('preview')}
        style={{ height }}
        srcDoc={articleDocument(row, { source: t('source'), author: t('author'), empty: t('previewNoBody') })}
        data-testid="news-preview-frame"
      />
    </Card>
  );
}
