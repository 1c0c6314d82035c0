/** The export and refresh buttons and the load error every list has, generic or not (the layout authority tree). */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@console/contract';
import { Button, Result, Tooltip } from 'antd';
import { formatBytes } from '../../api/download.ts';
import { useT } from '../../i18n/index.ts';
import { useExport } from './useExport.tsx';

/** Downloads the family's xlsx for these filters; shows the bytes received while it runs. */
export function ExportButton(props: { def: ResourceDef; query: Record<string, string | number> }) {
  const t = useT();
  const exporter = useExport(props.def, props.query);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporter.running}
      onClick={() => void exporter.start()}
      data-testid="resource-export"
    >
      {exporter.running ? formatBytes(exporter.bytes ?? 0) : t('exportXlsx')}
    </Button>
  );
}

export function RefreshButton(props: { onRefresh: () => void; refreshing: boolean }) {
  const t = useT();
  return (
    <Tooltip title={t('refresh')}>
      <Button
        icon={<ReloadOutlined spin={props.refreshing} />}
        onClick={props.onRefresh}
        aria-label={t('refresh')}
        data-testid="resource-refresh"
      />
    </Tooltip>
  );
}

/** What a list shows instead of its rows when they could not be read: the reason and a retry. */
export function ListLoadError(props: { title: string; detail?: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="error"
      title={props.title}
      subTitle={props.detail}
      extra={
        <Button type="primary" onClick={props.onRetry} data-testid="list-retry">
          {t('retry')}
        </Button>
      }
      data-testid="list-error"
    />
  );
}
