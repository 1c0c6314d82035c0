/**
 * The merge preview: before a cached sheet is merged into the published sheet of the same company and grade,
 * every property of either, its value now and as imported, and what the merge does to it (changed, added,
 * same, kept); then the merge is confirmed.
 */
import type { CacheDiffChange, CacheDiffRow, ImportChange } from '@console/contract';
import { Alert, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormFooter } from '../../../resources/form/FormParts.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useCacheDiff } from './api.ts';
import { useCacheText } from './strings.ts';

export const changeColour: Record<CacheDiffChange, string> = {
  changed: 'orange',
  added: 'green',
  same: 'default',
  kept: 'blue',
};

interface Props {
  id: number;
  dsno: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A row of one sheet's comparison, or of an import's (which names the file line and the published sheet). */
type DiffRow = CacheDiffRow & Partial<Pick<ImportChange, 'line' | 'grade' | 'dsno'>>;

export function DiffTable({ rows, testId }: { rows: readonly DiffRow[]; testId: string }) {
  const text = useCacheText();
  const locale = useLocaleStore((s) => s.locale);
  const ofImport = rows.some((row) => row.line !== undefined);
  return (
    <Table<DiffRow>
      size="small"
      data-testid={testId}
      rowKey={(row) =>
        row.line !== undefined
          ? `${row.grade}:${row.line}`
          : `${row.header.en}|${row.standard}|${row.condition}|${row.state ?? ''}`
      }
      dataSource={rows as DiffRow[]}
      pagination={rows.length > 50 ? { pageSize: 50 } : false}
      rowClassName={(row) => `cache-diff--${row.change}`}
      columns={[
        ...(ofImport
          ? [
              { title: text('line'), dataIndex: 'line', width: 50 },
              {
                title: text('sheet'),
                width: 150,
                render: (_: unknown, row: DiffRow) => `${row.grade} · ${row.dsno}`,
              },
            ]
          : []),
        {
          title: text('property'),
          width: ofImport ? 130 : 160,
          render: (_, row) => row.header[locale === 'en' ? 'en' : 'zh'],
        },
        { title: text('standard'), dataIndex: 'standard', width: 100 },
        { title: text('condition'), dataIndex: 'condition', width: ofImport ? 110 : 150 },
        {
          title: text('state'),
          dataIndex: 'state',
          width: 80,
          render: (state: DiffRow['state']) => (state ? text(state) : ''),
        },
        {
          title: text('before'),
          dataIndex: 'before',
          width: ofImport ? 110 : 130,
          render: (value: string | null, row) =>
            row.change === 'changed' ? <Typography.Text delete>{value}</Typography.Text> : value,
        },
        {
          title: text('after'),
          dataIndex: 'after',
          width: ofImport ? 110 : 130,
          render: (value: string | null, row) =>
            row.change === 'changed' || row.change === 'added' ? (
              <Typography.Text strong>{value}</Typography.Text>
            ) : (
              value
            ),
        },
        {
          title: text('change'),
          dataIndex: 'change',
          width: 80,
          render: (change: CacheDiffChange) => <Tag color={changeColour[change]}>{text(change)}</Tag>,
        },
      ]}
    />
  );
}

export function MergeDiff({ id, dsno, open, busy, onCancel, onConfirm }: Props) {
  const text = useCacheText();
  const diff = useCacheDiff(id, open);
  const [onlyDifferences, setOnlyDifferences] = useState(true);
  const rows = diff.data?.rows ?? [];
  const count = (change: CacheDiffChange) => rows.filter((row) => row.change === change).length;
  const shown = onlyDifferences
    ? rows.filter((row) => row.change === 'changed' || row.change === 'added')
    : rows;
  return (
    <Modal
      open={open}
      width={1000}
      title={text('diffTitle', { dsno })}
      onCancel={onCancel}
      footer={
        <FormFooter
          onCancel={onCancel}
          onSubmit={onConfirm}
          submitting={busy}
          disabled={!diff.data}
          cancelLabel={text('cancel')}
          submitLabel={text('confirmMerge')}
          submitTestId="cache-merge-confirm"
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="cache-diff">
        <Space style={{ justifyContent: 'space-between', width: '100%' }}>
          <Alert
            type="info"
            showIcon
            data-testid="cache-diff-summary"
            title={text('diffSummary', {
              changed: count('changed'),
              added: count('added'),
              same: count('same'),
              kept: count('kept'),
            })}
          />
          <Space>
            {text('onlyDifferences')}
            <Switch checked={onlyDifferences} onChange={setOnlyDifferences} data-testid="cache-diff-only" />
          </Space>
        </Space>
        <DiffTable rows={shown} testId="cache-diff-table" />
      </Space>
    </Modal>
  );
}
