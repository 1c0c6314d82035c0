/**
 * The import dialog of the cache list: choose one or many files (xlsx, CSV, or makers' PDF datasheets) → the
 * server's dry run of each, one after another (nothing written) → each file's report:
 * the values it would change in sheets already published, and row by row what it would create, what is
 * unmapped and what is wrong, or why the file was refused → confirm, which sends the files the dry run accepted
 * for the real import. Both runs show the
 * upload's progress, whether the server holds the file back behind other imports, and the rows it has read;
 * below, the last imports of the history (one a stopped server cut short says so there).
 */
import type { ImportLine, ImportReport } from '@console/contract';
import { Alert, App, Button, Modal, Progress, Segmented, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormFooter } from '../../../resources/form/FormParts.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { DiffTable } from './MergeDiff.tsx';
import { RecentRuns, useRefreshRuns } from './RecentRuns.tsx';
import { useCacheText } from './strings.ts';
import { type ImportProgressState, sendImport } from './upload.ts';

const outcomeColour = { create: 'green', unmapped: 'orange', error: 'red' } as const;

/** One chosen file and what its dry run said: the report, or why the server refused the file. */
interface FileRun {
  file: File;
  report: ImportReport | null;
  refused: string | null;
}

export function ImportDialog({ onImported }: { onImported: () => void }) {
  const text = useCacheText();
  const locale = useLocaleStore((state) => state.locale);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [runs, setRuns] = useState<FileRun[]>([]);
  const [shown, setShown] = useState(0);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<(ImportProgressState & { file: string }) | null>(null);
  const refreshRuns = useRefreshRuns();

  const close = () => {
    setOpen(false);
    setRuns([]);
    setShown(0);
  };
  /** Sends the files one after another (the server queues imports anyway), each with its progress shown. */
  const send = async (files: readonly File[], dryRun: boolean): Promise<FileRun[]> => {
    const done: FileRun[] = [];
    for (const file of files) {
      setProgress({ uploaded: 0, rows: null, ahead: null, file: file.name });
      try {
        const report = await sendImport(file, dryRun, (state) => setProgress({ ...state, file: file.name }));
        done.push({ file, report, refused: null });
      } catch (error) {
        // request's failure handling has told the person; the file's row says it too.
        done.push({ file, report: null, refused: error instanceof Error ? error.message : String(error) });
      }
    }
    return done;
  };
  const dryRun = async (files: File[]) => {
    setBusy(true);
    setRuns([]);
    try {
      setRuns(await send(files, true).finally(refreshRuns));
      setShown(0);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const good = runs.filter((run) => run.report).map((run) => run.file);
      const done = await send(good, false).finally(refreshRuns);
      const ids = done.flatMap((run) => run.report?.cache_ids ?? []);
      if (ids.length > 0) message.success(text('imported', { n: ids.length }));
      if (done.every((run) => run.report)) close();
      else setRuns(done);
      onImported();
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const current = runs[shown];
  const report = current?.report ?? null;

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
          <FormFooter
            onCancel={close}
            onSubmit={() => void confirm()}
            submitting={busy}
            disabled={busy || !runs.some((run) => run.report)}
            cancelLabel={text('cancel')}
            submitLabel={text('confirm')}
            submitTestId="cache-import-confirm"
          />
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={text('layout')} />
          <Alert type="info" showIcon title={text('pdfHint')} />
          <input
            type="file"
            accept=".xlsx,.csv,.pdf,application/pdf"
            multiple
            aria-label={text('pickFile')}
            data-testid="cache-import-file"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              if (chosen.length > 0) void dryRun(chosen);
            }}
          />
          {progress && (
            <div data-testid="cache-import-progress">
              <Progress percent={progress.uploaded} size="small" />
              <Typography.Text type="secondary">
                {progress.file} · {text('uploading', { percent: progress.uploaded })}
                {progress.ahead !== null && ` · ${text('queued', { ahead: progress.ahead })}`}
                {progress.rows !== null &&
                  ` · ${text('processed', { rows: progress.rows.toLocaleString() })}`}
              </Typography.Text>
            </div>
          )}
          {runs.length > 1 && (
            <Segmented
              data-testid="cache-import-files"
              value={shown}
              onChange={(value) => setShown(Number(value))}
              options={runs.map((run, index) => ({
                value: index,
                label: (
                  <Space size={4}>
                    <span>{run.file.name}</span>
                    {run.report ? (
                      <Tag color={run.report.error_rows > 0 ? 'orange' : 'green'}>{run.report.rows}</Tag>
                    ) : (
                      <Tag color="red">{text('fileRefused')}</Tag>
                    )}
                  </Space>
                ),
              }))}
            />
          )}
          {current?.refused && (
            <Alert
              type="error"
              showIcon
              title={`${current.file.name}: ${text('fileRefused')}`}
              description={current.refused}
              data-testid="cache-import-refused"
            />
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
