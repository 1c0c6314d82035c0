import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import {
  SEARCH_PAGE_HITS,
  type SearchGroup,
  type SearchHit,
  searchEndpoints,
  searchKinds,
} from '@console/contract';
import { Button, Card, Empty, Pagination, Skeleton, Space, Tag, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { useGoTo } from '../../router/goTo.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useSearchT } from './strings.ts';
import './search.css';
import { joinList } from '../../i18n/index.ts';

/** `text` with the stretches `marks` names highlighted (the server found them; nothing here is HTML). */
function Marked({ text, marks }: { text: string; marks: [number, number][] }) {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) pieces.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    pieces.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) pieces.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{pieces}</>;
}

function Hit({ hit, kind }: { hit: SearchHit; kind: string }) {
  const goTo = useGoTo();
  return (
    <li className="search-hit" data-testid="search-hit" data-kind={kind} data-id={hit.id}>
      <a
        href={hit.url}
        className="search-hit__title"
        onClick={(event) => {
          event.preventDefault();
          goTo(hit.url);
        }}
      >
        <Marked text={hit.title} marks={hit.title_marks} />
      </a>
      {hit.subtitle && (
        <div className="search-hit__subtitle">
          <Marked text={hit.subtitle} marks={hit.subtitle_marks} />
        </div>
      )}
      {hit.snippet && (
        <div className="search-hit__snippet">
          <Marked text={hit.snippet} marks={hit.snippet_marks} />
        </div>
      )}
    </li>
  );
}

/**
 * The global search's results for `keyword` (the dashboard with `?key=`): each kind the admin may list, in the
 * declared order, its best hits ranked and marked, each opening its row's screen; `&kind=` shows one kind paged.
 */
export function SearchResults({ keyword }: { keyword: string }) {
  const t = useSearchT();
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const kind = searchKinds.find((k) => k.family === params.get('kind'))?.family;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const answer = useQuery({
    queryKey: ['globalSearch', keyword, kind, page],
    queryFn: ({ signal }) => call(searchEndpoints.globalSearch, { key: keyword, kind, page }, { signal }),
  });
  const label = (family: string) => searchKinds.find((k) => k.family === family)?.label[locale] ?? family;
  const show = (next: { kind?: string; page?: number }) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next.kind) out.set('kind', next.kind);
      else out.delete('kind');
      if (next.page && next.page > 1) out.set('page', String(next.page));
      else out.delete('page');
      return out;
    });
  const count = (group: SearchGroup) =>
    group.capped ? t('capped', { count: group.total }) : String(group.total);

  if (answer.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const data = answer.data;
  if (!data) return null;
  const total = data.groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <div className="search-results" data-testid="search-results">
      <Card size="small">
        <Space wrap>
          {kind && (
            <Button
              size="small"
              icon={<ArrowLeftOutlined />}
              onClick={() => show({})}
              data-testid="search-all"
            >
              {t('all')}
            </Button>
          )}
          <Typography.Text strong>
            <SearchOutlined /> {t('summary', { key: keyword, count: total })}
          </Typography.Text>
          {data.terms.length > 0 &&
            data.terms.map((term) => (
              <Tag key={term} color="blue">
                {term}
              </Tag>
            ))}
          <Typography.Text type="secondary">{t('took', { ms: data.took_ms })}</Typography.Text>
          {data.hidden.length > 0 && (
            <Typography.Text type="secondary" data-testid="search-hidden">
              {t('hidden', { kinds: joinList(locale, data.hidden.map(label)) })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      {data.groups.length === 0 ? (
        <Card>
          <Empty description={t(data.terms.length > 0 ? 'empty' : 'noWords', { key: keyword })} />
        </Card>
      ) : (
        data.groups.map((group) => (
          <Card
            key={group.kind}
            size="small"
            data-testid="search-group"
            data-kind={group.kind}
            title={
              <Space>
                {label(group.kind)}
                <Tag>{count(group)}</Tag>
              </Space>
            }
            extra={
              !kind &&
              group.total > group.hits.length && (
                <Button type="link" size="small" onClick={() => show({ kind: group.kind })}>
                  {t('more', { count: count(group) })}
                </Button>
              )
            }
          >
            <ul className="search-group__hits">
              {group.hits.map((hit) => (
                <Hit key={hit.id} hit={hit} kind={group.kind} />
              ))}
            </ul>
            {kind && group.total > SEARCH_PAGE_HITS && (
              <Pagination
                size="small"
                current={page}
                pageSize={SEARCH_PAGE_HITS}
                total={group.total}
                showSizeChanger={false}
                onChange={(next) => show({ kind, page: next })}
              />
            )}
          </Card>
        ))
      )}
    </div>
  );
}
