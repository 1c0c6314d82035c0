/**
 * `/datasheet/similar`: pick a sheet, see the other sheets ranked by the contract's `sheetDistance` — the
 * distance, its similarity, the basis (same category, same fillers) and the shared properties that differ
 * most — with a compare link and "add as substitute" per candidate. `?id=` opens a sheet directly.
 */
import {
  datasheetResource,
  gradeReplacementResource,
  type LibraryHeader,
  type LibraryStandard,
  type SimilarCandidate,
  similarityPercent,
} from '@console/contract';
import { Alert, Card, Empty, message, Progress, Radio, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addRow } from '../../../resources/api.ts';
import { RowLink } from '../../../resources/list/RowLink.tsx';
import { ReferenceSelect } from '../../../resources/ReferenceSelect.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useLibraries } from '../compare/api.ts';
import { type SimilarScope, useSimilar } from './api.ts';
import { useXrefT } from './strings.ts';

function useNames() {
  const libraries = useLibraries(true);
  const locale = useLocaleStore((s) => s.locale);
  return useMemo(() => {
    const headers = new Map<number, LibraryHeader>((libraries.data?.headers ?? []).map((h) => [h.id, h]));
    const standards = new Map<number, LibraryStandard>(
      (libraries.data?.standards ?? []).map((s) => [s.id, s]),
    );
    return (headerId: number, standardId: number | null) => {
      const header = headers.get(headerId);
      const name = header ? (locale === 'en' ? header.name_en : header.name_zh) : `#${headerId}`;
      const standard = standardId === null ? undefined : standards.get(standardId);
      return standard ? `${name} · ${standard.code}` : name;
    };
  }, [libraries.data, locale]);
}

export function SimilarPage() {
  const t = useXrefT();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const scope: SimilarScope = params.get('scope') === 'all' ? 'all' : 'category';
  const similar = useSimilar(id, scope);
  const nameOf = useNames();
  const [toast, toastHolder] = message.useMessage();
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };
  const data = similar.data;

  const addPair = async (candidate: SimilarCandidate) => {
    if (!data) return;
    await addRow(gradeReplacementResource, {
      source_id: data.sheet.id,
      target_id: candidate.id,
      relation: candidate.distance < 0.05 ? 'equivalent' : 'substitute',
    });
    toast.success(t('pairAdded'));
  };

  return (
    <Card title={t('similarTitle')} data-testid="similar-page">
      {toastHolder}
      <Space wrap style={{ marginBottom: 16 }}>
        <ReferenceSelect
          target={datasheetResource.key}
          value={id}
          onChange={(value) => set({ id: typeof value === 'number' ? String(value) : null })}
          placeholder={t('similarPick')}
          aria-label={t('similarPick')}
          style={{ width: 360 }}
          data-testid="similar-sheet"
        />
        <Radio.Group
          value={scope}
          onChange={(event) => set({ scope: event.target.value === 'all' ? 'all' : null })}
          optionType="button"
          options={[
            { value: 'category', label: t('scopeCategory') },
            { value: 'all', label: t('scopeAll') },
          ]}
        />
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('similarExplain', { min: data?.min_overlap ?? 3 })}
      />
      {id === null ? (
        <Empty description={t('similarEmpty')} />
      ) : (
        <>
          {data && (
            <Typography.Paragraph type="secondary" data-testid="similar-summary">
              {t('similarSheet', {
                grade: data.sheet.grade,
                dsno: data.sheet.dsno,
                company: data.sheet.company,
                n: data.sheet.smart_rows,
                considered: data.considered,
                unranked: data.unranked,
              })}
            </Typography.Paragraph>
          )}
          <Table<SimilarCandidate>
            rowKey="id"
            size="small"
            loading={similar.isFetching}
            dataSource={data?.candidates ?? []}
            pagination={false}
            locale={{ emptyText: t('similarNone') }}
            data-testid="similar-table"
            columns={[
              { title: t('rank'), width: 60, render: (_v, _r, index) => index + 1 },
              {
                title: t('candidate'),
                width: 200,
                render: (_v, row) => (
                  <Link to={`/datasheet/detail/${row.id}`}>
                    {row.grade} <Typography.Text type="secondary">{row.dsno}</Typography.Text>
                  </Link>
                ),
              },
              { title: t('company'), dataIndex: 'company', width: 170 },
              {
                title: t('fillers'),
                width: 110,
                render: (_v, row) => row.fillers.join(', '),
              },
              {
                title: t('similarity'),
                width: 150,
                render: (_v, row) => (
                  <Space orientation="vertical" size={0}>
                    <Progress percent={similarityPercent(row.distance)} size="small" style={{ width: 110 }} />
                    <Typography.Text type="secondary">
                      {t('distance')} {row.distance.toFixed(4)} · {t('overlap')} {row.overlap}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('basis'),
                width: 150,
                render: (_v, row) => (
                  <Space size={4} wrap>
                    {row.same_category && <Tag color="blue">{t('sameCategory')}</Tag>}
                    {row.same_fillers && <Tag color="green">{t('sameFillers')}</Tag>}
                  </Space>
                ),
              },
              {
                title: t('drivers'),
                render: (_v, row) => (
                  <Space orientation="vertical" size={0}>
                    {row.differences.slice(0, 3).map((d) => (
                      <Typography.Text key={d.key} style={{ fontSize: 12 }}>
                        {nameOf(d.header_id, d.standard_id)}
                        {d.state ? ` (${d.state})` : ''}: {round(d.a)} / {round(d.b)} ·{' '}
                        <Typography.Text type={d.difference > 0.1 ? 'danger' : 'secondary'}>
                          {Math.round(d.difference * 100)}%
                        </Typography.Text>
                      </Typography.Text>
                    ))}
                  </Space>
                ),
              },
              {
                title: '',
                width: 190,
                render: (_v, row) => (
                  <div className="row-actions">
                    <Link to={`/datasheet/compare?dsno=${data?.sheet.dsno},${row.dsno}`}>{t('compare')}</Link>
                    <RowLink onClick={() => void addPair(row)}>{t('addPair')}</RowLink>
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

const round = (n: number) => String(Math.round(n * 1000) / 1000);
