/**
 * `/datasheet/compare`: the sheets of the comparison list (or of a shared `?dsno=` link) side by side, rows
 * aligned by header, standard and condition, values in one unit system with the best of each row marked.
 * Alignment, conversion and the best mark are the contract's compareSheets; this screen shows them.
 */
import { type ComparedSheet, compareSheets, libraryLookups } from '@console/contract';
import { Button, Card, Empty, Result, Skeleton } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUnitSystem } from '../../../stores/unitSystem.ts';
import { useCompareData, useLibraries } from './api.ts';
import { InvalidNotice, LinkNotice, MissingNotice } from './CompareNotices.tsx';
import { CompareTable } from './CompareTable.tsx';
import { CompareToolbar } from './CompareToolbar.tsx';

import { useCompareSelection } from './selection.ts';
import { useCompareT } from './strings.ts';
import './compare.css';

function CompareSkeleton() {
  return (
    <div className="compare-skeleton" data-testid="compare-loading">
      <Skeleton.Input active block style={{ height: 120 }} />
      <Skeleton active title={false} paragraph={{ rows: 10 }} />
    </div>
  );
}

function NothingToCompare() {
  const t = useCompareT();
  const navigate = useNavigate();
  return (
    <Empty
      className="compare-empty"
      data-testid="compare-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div className="compare-empty__title">{t('emptyTitle')}</div>
          <div>{t('emptyHint')}</div>
        </>
      }
    >
      <Button type="primary" onClick={() => navigate('/datasheet/list')} data-testid="compare-go-list">
        {t('goToList')}
      </Button>
    </Empty>
  );
}

export function ComparePage() {
  const t = useCompareT();
  const selection = useCompareSelection();
  const { system, setSystem } = useUnitSystem();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const asked = selection.dsnos;
  const compare = useCompareData(asked);
  const libraries = useLibraries(asked.length > 0);

  // The answer may be the previous one while a smaller set loads: keep only what is still asked, in order.
  const sheets = useMemo(() => {
    const found = new Map((compare.data?.sheets ?? []).map((sheet) => [sheet.dsno, sheet]));
    return asked.map((dsno) => found.get(dsno)).filter((sheet): sheet is ComparedSheet => !!sheet);
  }, [compare.data, asked]);
  // In the order asked (the query's key is the set), and only what is still asked.
  const missing = useMemo(() => {
    const notFound = new Set(compare.data?.missing);
    return asked.filter((dsno) => notFound.has(dsno));
  }, [compare.data, asked]);
  const lookups = useMemo(() => libraries.data && libraryLookups(libraries.data), [libraries.data]);
  const rows = useMemo(
    () => (lookups ? compareSheets(sheets, lookups, system) : []),
    [sheets, lookups, system],
  );
  const diffing = differencesOnly && sheets.length >= 2;
  const shownRows = useMemo(() => (diffing ? rows.filter((row) => row.differs) : rows), [rows, diffing]);

  const removeMany = (dsnos: readonly string[]) => {
    for (const dsno of dsnos) selection.remove(dsno);
  };

  let body: ReactNode;
  if (asked.length === 0) {
    body = <NothingToCompare />;
  } else if (compare.error || libraries.error) {
    const retry = () => {
      if (compare.error) void compare.refetch();
      if (libraries.error) void libraries.refetch();
    };
    body = (
      <Result
        status="error"
        title={t('loadFailed')}
        subTitle={(compare.error ?? libraries.error)?.message}
        extra={
          <Button type="primary" onClick={retry} data-testid="compare-retry">
            {t('retry')}
          </Button>
        }
        data-testid="compare-error"
      />
    );
  } else if (!compare.data || !lookups) {
    body = <CompareSkeleton />;
  } else if (sheets.length === 0) {
    // Every sheet asked for is missing: the warning above names them.
    body = <NothingToCompare />;
  } else if (shownRows.length === 0) {
    body = (
      <>
        <CompareTable sheets={sheets} rows={[]} onRemove={selection.remove} />
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={rows.length === 0 ? t('noRows') : t('noDifferences')}
          data-testid="compare-no-rows"
        />
      </>
    );
  } else {
    body = <CompareTable sheets={sheets} rows={shownRows} onRemove={selection.remove} />;
  }

  return (
    <div className="compare-page" data-testid="compare-page">
      <LinkNotice selection={selection} />
      <InvalidNotice invalid={selection.invalid} />
      <MissingNotice missing={missing} onRemove={removeMany} />
      <Card size="small" className="compare-card">
        {asked.length > 0 && (
          <CompareToolbar
            shown={sheets.map((sheet) => sheet.dsno)}
            all={asked.length}
            system={system}
            onSystem={setSystem}
            differencesOnly={differencesOnly}
            onDifferencesOnly={setDifferencesOnly}
            rowsShown={shownRows.length}
            rowsTotal={rows.length}
            onClear={selection.clear}
          />
        )}
        {body}
      </Card>
    </div>
  );
}
