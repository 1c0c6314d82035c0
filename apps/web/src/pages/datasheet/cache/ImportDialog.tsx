/**
 * The import dialog of the cache list: choose a file → the server's dry run (nothing written) → its report:
 * the values it would change in sheets already published, and row by row what it would create, what is
 * unmapped and what is wrong → confirm, which sends the same file for the real import. Both runs show the
 * upload's progress, whether the server holds the file back behind other imports, and the rows it has read;
 * below, the last imports of the history (one a stopped server cut short says so there).
 */
import type { ImportLine, ImportReport } from '@console/contract';
import { Alert, App, Button, Modal, Progress, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocaleStore } from '../../../stores/locale.ts';
import { DiffTable } from './MergeDiff.tsx';
import { RecentRuns, useRefreshRuns } from './RecentRuns.tsx';
import { useCacheText } from './strings.ts';
import { type ImportProgressState, sendImport } from './upload.ts';

const outcomeColour = { create: 'green', unmapped: 'orange', error: 'red' } as const;

export function ImportDialog({ onImported }: { onImported: () => void }) {
  const text = useCacheText();
  const locale = useLocaleStore((state) => state.locale);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const refreshRuns = useRefreshRuns();

  const close = () => {
    setOpen(false);
    setFile(null);
    setReport(null);
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setProgress({ uploaded: 0, rows: null, ahead: null });
    try {
      const result = await sendImport(chosen, dryRun, setProgress).finally(refreshRuns);
      if (dryRun) setReport(result);
      else {
        message.success(text('imported', { n: result.cache_ids.length }));
        close();
        onImported();
      }
    } catch {
      // request's failure handling has told the person.
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="cache-import">
        {text('import')}
      </Button>
      <Modal
        open={open}
        title={text('importTitle')}
        width={980}
        onCancel={close}
        footer={
          <Space>
            <Button onClick={close}>{text('cancel')}</Button>
            <Button
              type="primary"
              disabled={!file || !report}
              loading={busy}
              onClick={() => file && run(file, false)}
              data-testid="cache-import-confirm"
            >
              {text('confirm')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={text('layout')} />
          <input
            type="file"
            accept=".xlsx,.csv"
            aria-label={text('pickFile')}
            data-testid="cache-import-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setReport(null);
              if (chosen) void run(chosen, true);
            }}
          />
          {progress && (
            <div data-testid="cache-import-progress">
              <Progress percent={progress.uploaded} size="small" />
              <Typography.Text type="secondary">
                {text('uploading', { percent: progress.uploaded })}
                {progress.ahead !== null && ` · ${text('queued', { ahead: progress.ahead })}`}
                {progress.rows !== null &&
                  ` · ${text('processed', { rows: progress.rows.toLocaleString() })}`}
              </Typography.Text>
            </div>
          )}
          {report && (
            <>
              <Alert
                type={report.error_rows > 0 ? 'warning' : 'success'}
                title={`${text('dryRun')}: ${text('summary', {
                  rows: report.rows,
                  sheets: report.sheets,
                  unmapped: report.unmapped_rows,
                  errors: report.error_rows,
                })}`}
                data-testid="cache-import-summary"
              />
              {report.merging > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="cache-import-merging"
                  title={text('merging', {
                    sheets: report.merging,
                    changed: report.changed_values,
                    added: report.added_values,
                  })}
                />
              )}
              <Tabs
                size="small"
                items={[
                  {
                    key: 'lines',
                    label: text('linesTitle'),
                    children: (
                      <Table<ImportLine>
                        size="small"
                        rowKey={(line) => `${line.worksheet ?? ''}:${line.line}`}
                        dataSource={report.lines}
                        pagination={{ pageSize: 10 }}
                        columns={[
                          { title: text('line'), dataIndex: 'line', width: 70 },
                          { title: text('grade'), dataIndex: 'grade', width: 160 },
                          { title: text('header'), dataIndex: 'header', width: 200 },
                          {
                            title: text('outcome'),
                            dataIndex: 'outcome',
                            width: 100,
                            render: (outcome: ImportLine['outcome']) => (
                              <Tag color={outcomeColour[outcome]}>{text(outcome)}</Tag>
                            ),
                          },
                          {
                            title: text('notes'),
                            render: (_, line) =>
                              line.notes.map((note) => note[locale === 'en' ? 'en' : 'zh']).join('; '),
                          },
                        ]}
                      />
                    ),
                  },
                  ...(report.changes.length > 0
                    ? [
                        {
                          key: 'changes',
                          label: `${text('changesTitle')} (${report.changed_values + report.added_values})`,
                          children: <DiffTable rows={report.changes} testId="cache-import-changes" />,
                        },
                      ]
                    : []),
                ]}
              />
            </>
          )}
          {open && <RecentRuns />}
        </Space>
      </Modal>
    </>
  );
}
