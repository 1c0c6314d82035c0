/**
 * `/datasheet/compose` (kept alive): pick source sheets, then for each property which sheet's rows to take;
 * save creates a new sheet through the ordinary datasheet add, so DSNO, headline values and the grid's rules
 * apply as to any sheet. The picking is the contract's `composeProperties`. `?ids=` opens with those sources.
 */
import {
  composeHeaders,
  composeProperties,
  datasheetResource,
  defaultPicks,
  type PropertyRowInput,
} from '@console/contract';
import { Alert, Button, Card, Empty, Form, Input, message, Radio, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueries } from '../../../api/queries.ts';
import { addRow, familyKey, fetchRow } from '../../../resources/api.ts';
import { ReferenceSelect } from '../../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useLibraries } from '../compare/api.ts';
import { useXrefT } from './strings.ts';

type Grid = readonly (PropertyRowInput & { id?: number })[];

export function ComposePage() {
  const t = useXrefT();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  // `?ids=1,2`: a link that opens a composition of those sheets.
  const [ids, setIds] = useState<number[]>(() =>
    (params.get('ids') ?? '')
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  );
  const [picks, setPicks] = useState<Record<number, number | undefined>>({});
  const [grade, setGrade] = useState('');
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [toast, holder] = message.useMessage();
  const libraries = useLibraries(true);
  const sources = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...familyKey(datasheetResource), 'get', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchRow(datasheetResource, id, signal),
    })),
  });
  const loaded = sources.every((query) => query.data);
  const rows = sources.map((query) => query.data).filter((row) => row !== undefined);
  const grids: Grid[] = useMemo(() => rows.map((row) => row.properties), [rows]);
  const headers = useMemo(() => (loaded ? [...composeHeaders(grids)] : []), [grids, loaded]);
  const idsKey = ids.join(',');

  // New sources: every header starts from the first sheet stating it; the new sheet from the first source.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the set of sources changes
  useEffect(() => {
    if (!loaded || rows.length === 0) return;
    setPicks(defaultPicks(grids));
    const first = rows[0];
    setCompanyId(first?.company_id ?? null);
    setCategoryId(first?.category_id ?? null);
    setGrade((current) => current || `${first?.grade ?? ''}-C`);
  }, [idsKey, loaded]);

  const chosen = Object.fromEntries(
    Object.entries(picks).filter((entry): entry is [string, number] => entry[1] !== undefined),
  );
  const properties = loaded ? composeProperties(grids, chosen) : [];
  const headerName = (id: number) => {
    const header = libraries.data?.headers.find((h) => h.id === id);
    return header ? (locale === 'en' ? header.name_en : header.name_zh) : `#${id}`;
  };

  const save = async () => {
    setSaving(true);
    try {
      const first = rows[0];
      const fillers = (first?.fillers ?? []).map(({ filler_id, percent }) => ({ filler_id, percent }));
      const created = await addRow(datasheetResource, {
        grade: grade.trim(),
        company_id: companyId,
        category_id: categoryId,
        fillers,
        remarks: `${t('composeTitle')}: ${rows.map((row) => row.dsno).join(' + ')}`,
        properties,
      });
      toast.success(t('composeSaved', { dsno: created.dsno }));
      navigate(`/datasheet/detail/${created.id}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('composeTitle')} data-testid="compose-page">
      {holder}
      <Form layout="vertical">
        <Form.Item label={t('composeSources')} help={t('composeSourcesHelp')}>
          <ReferenceSelect
            target={datasheetResource.key}
            multiple
            value={ids}
            onChange={(value) => setIds(Array.isArray(value) ? value : [])}
            style={{ width: '100%', maxWidth: 720 }}
            aria-label={t('composeSources')}
            data-testid="compose-sources"
          />
        </Form.Item>
      </Form>
      {ids.length < 2 ? (
        <Empty description={t('composeEmpty')} />
      ) : !loaded ? (
        <Alert type="info" title={t('composeLoading')} />
      ) : (
        <>
          <Table
            rowKey={([header]) => header}
            size="small"
            pagination={false}
            dataSource={headers}
            data-testid="compose-table"
            columns={[
              { title: t('composeHeader'), width: 220, render: (_v, [header]) => headerName(header) },
              {
                title: t('composeFrom'),
                render: (_v, [header, having]) => (
                  <Radio.Group
                    value={picks[header] ?? -1}
                    onChange={(event) => {
                      const value = Number(event.target.value);
                      setPicks((current) => ({ ...current, [header]: value < 0 ? undefined : value }));
                    }}
                    options={[
                      ...rows.map((row, index) => ({
                        value: index,
                        disabled: !having.includes(index),
                        label: `${row.grade} (${row.dsno})`,
                      })),
                      { value: -1, label: t('composeNone') },
                    ]}
                  />
                ),
              },
            ]}
          />
          <Space wrap align="end" style={{ marginTop: 16 }}>
            <Form.Item label={t('composeGrade')} style={{ margin: 0 }}>
              <Input
                value={grade}
                onChange={(e) => setGrade(e.target.value)}
                aria-label={t('composeGrade')}
                data-testid="compose-grade"
              />
            </Form.Item>
            <Form.Item label={t('composeCompany')} style={{ margin: 0 }}>
              <ReferenceSelect
                target="company"
                value={companyId}
                onChange={(v) => setCompanyId(typeof v === 'number' ? v : null)}
                aria-label={t('composeCompany')}
                style={{ width: 240 }}
              />
            </Form.Item>
            <Form.Item label={t('composeCategory')} style={{ margin: 0 }}>
              <ReferenceSelect
                target="category"
                value={categoryId}
                onChange={(v) => setCategoryId(typeof v === 'number' ? v : null)}
                aria-label={t('composeCategory')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Typography.Text type="secondary">{t('composeRows', { n: properties.length })}</Typography.Text>
            <Button
              type="primary"
              loading={saving}
              disabled={!grade.trim() || !companyId || !categoryId || properties.length === 0}
              onClick={() => void save()}
              data-testid="compose-save"
            >
              {t('composeSave')}
            </Button>
          </Space>
        </>
      )}
    </Card>
  );
}
