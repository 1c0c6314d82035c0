/** The export and refresh buttons every list toolbar has, generic or not (the layout authority tree). */
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ResourceDef } from '@console/contract';
import { Button, Tooltip } from 'antd';
import { useT } from '../../i18n/index.ts';
import { formatBytes } from '../exportDownload.ts';
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
