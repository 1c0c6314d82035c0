/**
 * /datasheet/cache/edit/:id — fixing a cached sheet before it is approved: its grade, its maker and category as
 * spelled, and its raw rows (spellings, value, unit; rows added or removed). The server resolves every spelling
 * again on saving (libraries and remembered mappings) and checks the sheet again; the detail then shows what is
 * still unresolved.
 */
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type CachedSheetRow, datasheetCacheResource } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Result, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/request.ts';
import { familyKey, updateRow, useResourceRow } from '../../../resources/api.ts';
import { rowScreen, useRouteRowId } from '../../../resources/RowScreen.tsx';
import { FlaggedValues } from '../flags/FlaggedValues.tsx';
import { cacheDef } from './api.ts';
import { cacheDetailPath, cacheListPath } from './routes.ts';
import { useCacheText } from './strings.ts';
import './cache.css';

interface EditRow {
  id?: number;
  /** Key of a row in the table (its id, or a number for a row added here). */
  key: string;
  line: number | null;
  header_raw: string;
  standard_raw: string;
  condition_raw: string;
  state: 'dry' | 'conditioned' | null;
  value_raw: string;
  unit_raw: string;
}

interface Head {
  grade: string;
  company_raw: string;
  category_raw: string;
}

const RAW_TEXTS = ['header_raw', 'standard_raw', 'condition_raw', 'value_raw', 'unit_raw'] as const;
const MAX_LENGTH: Record<(typeof RAW_TEXTS)[number], number> = {
  header_raw: 200,
  standard_raw: 200,
  condition_raw: 200,
  value_raw: 100,
  unit_raw: 64,
};

function editRowsOf(sheet: CachedSheetRow): EditRow[] {
  return sheet.rows.map((row) => ({
    id: row.id,
    key: String(row.id),
    line: row.line,
    header_raw: row.header_raw,
    standard_raw: row.standard_raw,
    condition_raw: row.condition_raw,
    state: row.state,
    value_raw: row.value_raw,
    unit_raw: row.unit_raw,
  }));
}

let added = 0;

function Editor({ sheet }: { sheet: CachedSheetRow }) {
  const text = useCacheText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [head, setHead] = useState<Head>({
    grade: sheet.grade,
    company_raw: sheet.company_raw,
    category_raw: sheet.category_raw,
  });
  const [rows, setRows] = useState<EditRow[]>(() => editRowsOf(sheet));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (key: string, values: Partial<EditRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...values } : row)));
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await updateRow(cacheDef, sheet.id, {
        ...head,
        // A row added here has no line of the file.
        rows: rows.map(({ key: _key, line, ...row }) => (line === null ? row : { line, ...row })),
      });
      await client.invalidateQueries({ queryKey: familyKey(cacheDef) });
      await client.invalidateQueries({ queryKey: ['datasheet', 'cache-review'] });
      message.success(text('saved', { n: saved.problems }));
      navigate(cacheDetailPath(sheet.id));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const headInput = (name: keyof Head, max: number) => (
    <Input
      value={head[name]}
      maxLength={max}
      id={`cache-edit-${name}`}
      onChange={(e) => setHead({ ...head, [name]: e.target.value })}
      data-testid={`cache-edit-${name}`}
    />
  );

  return (
    <Space orientation="vertical" size={16} className="cache-detail" data-testid="cache-edit-page">
      <Button
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(cacheDetailPath(sheet.id))}
        data-testid="cache-edit-back"
      >
        {text('cancel')}
      </Button>
      <Card
        title={
          <Typography.Title level={4} className="cache-detail__title">
            {text('editTitle', { grade: sheet.grade })}
          </Typography.Title>
        }
        extra={
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="cache-edit-save">
            {text('save')}
          </Button>
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="info" showIcon title={text('editHint')} />
          {error && <Alert type="error" showIcon title={error} data-testid="cache-edit-error" />}
          <div className="cache-edit__head">
            <div>
              <label htmlFor="cache-edit-grade">{text('grade')}</label>
              {headInput('grade', 100)}
            </div>
            <div>
              <label htmlFor="cache-edit-company_raw">{text('rawCompany')}</label>
              {headInput('company_raw', 200)}
            </div>
            <div>
              <label htmlFor="cache-edit-category_raw">{text('rawCategory')}</label>
              {headInput('category_raw', 200)}
            </div>
          </div>
        </Space>
      </Card>
      <FlaggedValues owner="cache_id" id={sheet.id} />
      <Card
        title={text('rawRows', { n: rows.length })}
        extra={
          <Button
            icon={<PlusOutlined />}
            data-testid="cache-edit-add-row"
            onClick={() => {
              added += 1;
              setRows([
                ...rows,
                {
                  key: `new-${added}`,
                  line: null,
                  header_raw: '',
                  standard_raw: '',
                  condition_raw: '',
                  state: null,
                  value_raw: '',
                  unit_raw: '',
                },
              ]);
            }}
          >
            {text('addRow')}
          </Button>
        }
      >
        <Table<EditRow>
          size="small"
          className="cache-edit__table"
          rowKey="key"
          dataSource={rows}
          pagination={false}
          data-testid="cache-edit-rows"
          scroll={{ x: 1000 }}
          columns={[
            { title: text('line'), dataIndex: 'line', width: 60 },
            ...RAW_TEXTS.map((name) => {
              const heading = text(
                name === 'header_raw'
                  ? 'rawHeader'
                  : name === 'standard_raw'
                    ? 'rawStandard'
                    : name === 'condition_raw'
                      ? 'rawCondition'
                      : name === 'value_raw'
                        ? 'value'
                        : 'rawUnit',
              );
              return {
                title: heading,
                width: name === 'header_raw' ? 220 : name === 'unit_raw' ? 110 : 160,
                render: (_: unknown, row: EditRow, i: number) => (
                  <Input
                    size="small"
                    // Named by its column and line: a cell's field has no label of its own.
                    aria-label={`${heading} ${i + 1}`}
                    value={row[name]}
                    maxLength={MAX_LENGTH[name]}
                    status={name === 'header_raw' && row.header_raw.trim() === '' ? 'error' : undefined}
                    onChange={(e) => change(row.key, { [name]: e.target.value })}
                    data-testid={`cache-edit-${name}-${i}`}
                  />
                ),
              };
            }),
            {
              title: text('state'),
              width: 110,
              render: (_: unknown, row: EditRow, i: number) => (
                <Select<EditRow['state']>
                  size="small"
                  allowClear
                  value={row.state ?? undefined}
                  aria-label={`${text('state')} ${i + 1}`}
                  onChange={(state) => change(row.key, { state: state ?? null })}
                  options={[
                    { value: 'dry', label: text('dry') },
                    { value: 'conditioned', label: text('conditioned') },
                  ]}
                  data-testid={`cache-edit-state-${i}`}
                />
              ),
            },
            {
              title: '',
              width: 60,
              render: (_: unknown, row: EditRow, i: number) => (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={text('removeRow')}
                  onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  data-testid={`cache-edit-remove-${i}`}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export function CacheEditPage() {
  const text = useCacheText();
  const navigate = useNavigate();
  const id = useRouteRowId();
  const read = useResourceRow(datasheetCacheResource, id);
  const { state, row } = rowScreen(id, read, {
    backTo: cacheListPath,
    title: text('notFound'),
    testId: 'cache-not-found',
  });
  if (state) return state;
  if (row.status !== 0) {
    return (
      <Card>
        <Result
          status="info"
          title={text('reviewedNoEdit')}
          extra={<Button onClick={() => navigate(cacheDetailPath(row.id))}>{text('back')}</Button>}
          data-testid="cache-edit-reviewed"
        />
      </Card>
    );
  }
  // Keyed by the row's update time: a sheet changed elsewhere (a mapping) opens the editor afresh.
  return <Editor key={row.updated_at} sheet={row} />;
}
