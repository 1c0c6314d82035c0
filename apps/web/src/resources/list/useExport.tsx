/**
 * The list's export: downloads the xlsx of the current filters. While it runs, a notification shows how far it
 * has come (rows of the total and a bar, from the size and rows the server announced; the bytes received when
 * it announced none) with a button to cancel; then done, or cut, or cancelled.
 */
import type { ResourceDef } from '@console/contract';
import { App, Button, Progress } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadExport, type ExportExpected, exportProgress, formatBytes } from '../../api/download.ts';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';

/** Shortest time between two repaints of the progress (bytes arrive in many small pieces). */
const REPAINT_MS = 150;

export function useExport(def: ResourceDef, query: Record<string, string | number>) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { message, notification } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const key = `export-${def.key}`;

  // A list closed mid-export gives its download up.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    setBytes(0);
    let painted = 0;
    const show = (received: number, expected: ExportExpected) => {
      const progress = exportProgress(received, expected);
      const size = formatBytes(received);
      notification.open({
        key,
        message: t('exportProgressTitle', { name: def.label[locale] }),
        description: (
          <div data-testid="export-progress">
            {progress && <Progress percent={progress.percent} size="small" status="active" />}
            <span data-testid="export-progress-text">
              {progress?.rows !== undefined && expected.rows !== undefined
                ? t('exportProgressRows', {
                    done: progress.rows.toLocaleString(),
                    rows: expected.rows.toLocaleString(),
                    size,
                  })
                : t('exporting', { size })}
            </span>
          </div>
        ),
        btn: (
          <Button size="small" onClick={() => controller.abort()} data-testid="export-cancel">
            {t('cancel')}
          </Button>
        ),
        duration: 0,
        closable: false,
      });
    };
    show(0, {});
    try {
      const done = await downloadExport(
        def,
        query,
        (received, expected) => {
          const now = Date.now();
          if (received > 0 && now - painted < REPAINT_MS) return;
          painted = now;
          setBytes(received);
          show(received, expected);
        },
        controller.signal,
      );
      notification.destroy(key);
      const saved = t('exportDone', { name: done.filename, size: formatBytes(done.bytes) });
      // A cut file is not a plain success: the person must know rows are missing.
      const cut = done.truncated;
      message.open({
        key,
        type: cut ? 'warning' : 'success',
        content: (
          <span data-testid="export-done">
            {saved}
            {cut && ' '}
            {cut && (
              <span data-testid="export-truncated">
                {t('exportTruncated', {
                  rows: cut.rows.toLocaleString(),
                  total: cut.total.toLocaleString(),
                })}
              </span>
            )}
          </span>
        ),
        duration: cut ? 10 : 4,
      });
    } catch {
      notification.destroy(key);
      // A failure has been shown by the request function; a cancel is the person's own, said briefly.
      if (controller.signal.aborted)
        message.open({
          key,
          type: 'info',
          content: <span data-testid="export-cancelled">{t('exportCancelled')}</span>,
        });
    } finally {
      if (running.current === controller) running.current = null;
      setBytes(null);
    }
  }, [def, query, key, locale, message, notification, t]);

  return { start, running: bytes !== null, bytes };
}
