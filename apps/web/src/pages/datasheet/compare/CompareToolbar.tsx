/** The comparison's toolbar: unit system, differences only, the rows shown, export, share link, clear all. */

import { ClearOutlined, DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import type { UnitSystem } from '@console/contract';
import { App, Button, Input, Popconfirm, Segmented, Space, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { formatBytes } from '../../../api/download.ts';
import { downloadCompareExport } from './api.ts';
import { shareLink } from './selection.ts';
import { useCompareT } from './strings.ts';

export interface CompareToolbarProps {
  /** The sheets shown (found), in column order: what export and the share link name. */
  shown: readonly string[];
  /** Every sheet of the comparison (also those not found): what clear all removes. */
  all: number;
  system: UnitSystem;
  onSystem: (system: UnitSystem) => void;
  differencesOnly: boolean;
  onDifferencesOnly: (on: boolean) => void;
  rowsShown: number;
  rowsTotal: number;
  onClear: () => void;
}

export function CompareToolbar(props: CompareToolbarProps) {
  const t = useCompareT();
  const { message, modal } = App.useApp();
  const location = useLocation();
  const [exporting, setExporting] = useState(false);
  const canDiffer = props.shown.length >= 2;

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const done = await downloadCompareExport(props.shown, props.system);
      message.success(t('exportDone', { name: done.filename, size: formatBytes(done.bytes) }));
    } catch {
      // The request function has shown the failure.
    } finally {
      setExporting(false);
    }
  };

  const copyLink = async () => {
    const link = shareLink(props.shown, { origin: window.location.origin, pathname: location.pathname });
    try {
      await navigator.clipboard.writeText(link);
      message.success(t('linkCopied', { n: props.shown.length }));
    } catch {
      modal.info({
        title: t('copyFailedTitle'),
        content: (
          <>
            <p>{t('copyFailedText')}</p>
            <Input.TextArea value={link} readOnly autoSize data-testid="compare-link-text" />
          </>
        ),
      });
    }
  };

  return (
    <div className="compare-toolbar" data-testid="compare-toolbar">
      <Space wrap size={[16, 8]}>
        <Typography.Text strong data-testid="compare-sheet-count">
          {t('sheetCount', { n: props.shown.length })}
        </Typography.Text>
        <Segmented<UnitSystem>
          aria-label={t('unitSystem')}
          value={props.system}
          onChange={props.onSystem}
          options={[
            { value: 'si', label: <span data-testid="compare-system-si">{t('si')}</span> },
            { value: 'imperial', label: <span data-testid="compare-system-imperial">{t('imperial')}</span> },
          ]}
        />
        <Tooltip title={canDiffer ? undefined : t('differencesNeedTwo')}>
          <span className="compare-toolbar__switch">
            <Switch
              id="compare-differences"
              size="small"
              checked={props.differencesOnly && canDiffer}
              disabled={!canDiffer}
              onChange={props.onDifferencesOnly}
              data-testid="compare-differences"
            />
            <label htmlFor="compare-differences">{t('differencesOnly')}</label>
          </span>
        </Tooltip>
        <Typography.Text type="secondary" data-testid="compare-row-count" aria-live="polite">
          {t('rowCount', { shown: props.rowsShown, total: props.rowsTotal })}
        </Typography.Text>
      </Space>
      <Space wrap>
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={props.shown.length === 0}
          onClick={() => void exportXlsx()}
          data-testid="compare-export"
        >
          {t('exportXlsx')}
        </Button>
        <Button
          icon={<LinkOutlined />}
          disabled={props.shown.length === 0}
          onClick={() => void copyLink()}
          data-testid="compare-share"
        >
          {t('copyLink')}
        </Button>
        <Popconfirm
          title={t('clearConfirmTitle')}
          description={t('clearConfirmText', { n: props.all })}
          okText={t('clearOk')}
          cancelText={t('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={props.onClear}
        >
          <Button danger icon={<ClearOutlined />} data-testid="compare-clear">
            {t('clearAll')}
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}
