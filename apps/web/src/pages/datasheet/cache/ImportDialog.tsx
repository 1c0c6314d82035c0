/**
 * The import dialog of the cache list: choose a file → the server's dry run (nothing written) → its report,
 * row by row → confirm, which sends the same file for the real import.
 */
import { datasheetPaths, type ImportLine, type ImportReport } from '@console/contract';
import { Alert, App, Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { authHeaders, buildUrl, settleResponse, transportFailure } from '../../../api/request.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useCacheText } from './strings.ts';

async function sendImport(file: File, dryRun: boolean): Promise<ImportReport> {
  const url = buildUrl(datasheetPaths.cacheImport, { dry_run: dryRun ? 1 : 0 });
  const ctx = { url, method: 'POST', handleError: true };
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', ...authHeaders() },
      body: form,
    });
  } catch (error) {
    throw transportFailure(error, ctx);
  }
  return settleResponse<ImportReport>(response, ctx);
}

const outcomeColour = { create: 'green', unmapped: 'orange', error: 'red' } as const;

export function ImportDialog({ onImported }: { onImported: () => void }) {
  const text = useCacheText();
  const locale = useLocaleStore((state) => state.locale);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    setFile(null);
    setReport(null);
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const result = await sendImport(chosen, dryRun);
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
            <Button onClick={close}>✕</Button>
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
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={text('layout')} />
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
          {report && (
            <>
              <Alert
                type={report.error_rows > 0 ? 'warning' : 'success'}
                message={`${text('dryRun')}: ${text('summary', {
                  rows: report.rows,
                  sheets: report.sheets,
                  unmapped: report.unmapped_rows,
                  errors: report.error_rows,
                })}`}
                data-testid="cache-import-summary"
              />
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
            </>
          )}
        </Space>
      </Modal>
    </>
  );
}
