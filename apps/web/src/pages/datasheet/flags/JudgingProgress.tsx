/**
 * Above the flagged values report: the server's judging of stored values in the background (the backfill of sheets
 * stored before flags existed, or sheets judged again after a header, unit, family or statistic changed), how far
 * it is, and what it did last. Asked again every few seconds while work is queued; nothing shown before any ran.
 */
import {
  datasheetEndpoints,
  type FlagJudging,
  flagJudgingReasonLabels,
  valueFlagResource,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Progress } from 'antd';
import { call } from '../../../api/call.ts';
import { useQuery } from '../../../api/queries.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { domainTexts } from '../../../i18n/index.ts';
import { familyKey } from '../../../resources/api.ts';
import { useLocaleStore } from '../../../stores/locale.ts';

const useJudgingT = domainTexts({
  zh: {
    published: '已发布物性表',
    cached: '待审核物性表',
    running: '{what}（{owner}）：已判断 {done} / {total} 份',
    counting: '{what}（{owner}）：正在统计要判断的物性表',
    queued: '另有 {n} 项排队',
    last: '最近一次：{what}（{owner}），{done} 份，完成于 {at}',
  },
  en: {
    published: 'published sheets',
    cached: 'sheets under review',
    running: '{what} ({owner}): {done} of {total} sheets judged',
    counting: '{what} ({owner}): counting the sheets to judge',
    queued: '{n} more queued',
    last: 'Last: {what} ({owner}), {done} sheets, finished {at}',
  },
});

export function JudgingProgress() {
  const t = useJudgingT();
  const locale = useLocaleStore((s) => s.locale);
  const queryClient = useQueryClient();
  const judging = useQuery({
    queryKey: ['value_flag', 'judging'],
    queryFn: async ({ signal }) => {
      const answer = await call(datasheetEndpoints.valueFlagJudging, {}, { signal });
      // The report's rows follow the judging as it goes.
      if (answer.tasks.length > 0)
        void queryClient.invalidateQueries({ queryKey: familyKey(valueFlagResource) });
      return answer;
    },
    refetchInterval: (query) => ((query.state.data as FlagJudging | undefined)?.tasks.length ? 3000 : false),
  });
  const state = judging.data;
  if (!state) return null;
  const owner = (o: 'datasheet' | 'cache') => t(o === 'datasheet' ? 'published' : 'cached');
  const [task, ...queued] = state.tasks;
  if (task) {
    const what = flagJudgingReasonLabels[task.reason][locale];
    const percent = task.total ? Math.min(100, Math.floor((100 * task.done) / task.total)) : 0;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="flag-judging"
        title={
          task.total === null
            ? t('counting', { what, owner: owner(task.owner) })
            : t('running', { what, owner: owner(task.owner), done: task.done, total: task.total })
        }
        description={
          <>
            <Progress percent={percent} size="small" status="active" />
            {queued.length > 0 ? t('queued', { n: queued.length }) : null}
          </>
        }
      />
    );
  }
  if (!state.last) return null;
  return (
    <Alert
      type="success"
      showIcon
      data-testid="flag-judging"
      title={t('last', {
        what: flagJudgingReasonLabels[state.last.reason][locale],
        owner: owner(state.last.owner),
        done: state.last.done,
        at: formatDateTime(state.last.finished_at, locale),
      })}
    />
  );
}
