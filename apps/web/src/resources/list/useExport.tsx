/** The list's export: downloads the xlsx of the current filters, showing the bytes received, then done. */
import type { ResourceDef } from '@console/contract';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { downloadExport, formatBytes } from '../exportDownload.ts';

export function useExport(def: ResourceDef, query: Record<string, string | number>) {
  const t = useT();
  const { message } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const key = `export-${def.key}`;

  const start = useCallback(async () => {
    setBytes(0);
    message.open({ key, type: 'loading', content: t('exporting', { size: formatBytes(0) }), duration: 0 });
    try {
      const done = await downloadExport(def, query, (received) => {
        setBytes(received);
        message.open({
          key,
          type: 'loading',
          content: t('exporting', { size: formatBytes(received) }),
          duration: 0,
        });
      });
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
      // The request function has shown the failure.
      message.destroy(key);
    } finally {
      setBytes(null);
    }
  }, [def, query, key, message, t]);

  return { start, running: bytes !== null, bytes };
}
