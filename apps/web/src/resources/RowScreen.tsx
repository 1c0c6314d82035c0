/**
 * What a custom screen of one row (`…/:id`) shows until its row is there: an id the route does not give, a
 * row that could not be read, or the read under way. One way for every such screen, so each says it alike,
 * always offers the way back to its list, and tests and e2e find each state by the same test ids.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../i18n/index.ts';

/** A positive whole number from `:id`, else from `?id=` (how the old console linked some screens). */
export function rowIdOf(param: string | undefined, search: URLSearchParams): number | undefined {
  const raw = param ?? search.get('id') ?? '';
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** The id of the row the route names; `query` also takes `?id=`, for the screens still linked that way. */
export function useRouteRowId({ query = false }: { query?: boolean } = {}): number | undefined {
  const param = useParams().id;
  const [search] = useSearchParams();
  return rowIdOf(param, query ? search : new URLSearchParams());
}

export function BackButton({ to }: { to: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to)} data-testid="detail-back">
      {t('backToList')}
    </Button>
  );
}

export interface RowScreenOptions {
  /** The list the way back leads to; none, no button. */
  backTo: string | undefined;
  /** The warning's title for both a missing id and a failed read (default: the console's own two texts). */
  title?: ReactNode;
  /** The warning's test id for both (default: `detail-missing-id` and `detail-not-found`). */
  testId?: string;
  /** Lines of the placeholder while the row loads, about the height of the screen it stands for. */
  rows?: number;
}

/** The placeholder of a screen still waiting for what it shows. */
export function RowLoading({ rows = 10 }: { rows?: number }) {
  return (
    <Card>
      <Skeleton active paragraph={{ rows }} />
    </Card>
  );
}

function Warning({ missing, backTo, title, testId }: RowScreenOptions & { missing: boolean }) {
  const t = useT();
  return (
    <Card>
      <Result
        status="warning"
        title={title ?? t(missing ? 'missingId' : 'rowNotFound')}
        extra={backTo && <BackButton to={backTo} />}
        data-testid={testId ?? (missing ? 'detail-missing-id' : 'detail-not-found')}
      />
    </Card>
  );
}

/** For a screen that reads its row further down: what it shows when the route names none. */
export function missingIdState(options: RowScreenOptions): ReactElement {
  return <Warning missing {...options} />;
}

/** The part of a query result that decides what the screen shows. */
export interface RowRead<T> {
  data: T | undefined;
  isError: boolean;
}

/** Either the state to show instead of the screen, or the row; narrowed by `if (state) return state;`. */
export type RowScreen<T> = { state: ReactElement; row?: undefined } | { state?: undefined; row: T };

export function rowScreen<T>(
  id: number | undefined,
  read: RowRead<T>,
  options: RowScreenOptions,
): RowScreen<T> {
  if (id === undefined) return { state: missingIdState(options) };
  // A failed refetch keeps the old data: the row is gone (or unreadable) all the same.
  if (read.isError) return { state: <Warning missing={false} {...options} /> };
  if (read.data === undefined) return { state: <RowLoading rows={options.rows} /> };
  return { row: read.data };
}
