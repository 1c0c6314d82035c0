/**
 * The results tab: the number of responses, each question's tally (options and scores as bars with counts
 * and shares of those who answered, the mean score, the latest texts), the responses themselves, newest
 * first, and their export.
 */

import { DownloadOutlined } from '@ant-design/icons';
import { type ListRowOf, type QuestionTally, questionnaireAnswerResource } from '@console/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  List,
  Progress,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../i18n/dates.ts';
import { useT } from '../../i18n/index.ts';
import { deleteRows, useFamilyMutation, useResourceList } from '../../resources/api.ts';
import { ArmedPopconfirm } from '../../resources/list/armed.tsx';
import { RowLink } from '../../resources/list/RowLink.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { downloadResponses, useResults } from './api.ts';
import { usePaperT } from './strings.ts';

const PAGE_SIZE = 10;

/** A response as the list hands it over. */
type Answer = ListRowOf<typeof questionnaireAnswerResource>;

export function ResultsPanel({ id }: { id: number }) {
  const t = usePaperT();
  const results = useResults(id);
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  if (results.isError) return <Alert type="error" showIcon title={t('notFound')} />;
  if (!results.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { total, questions } = results.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="paper-results">
      <Space align="center" size="large">
        <Statistic title={t('responseCount')} value={total} data-testid="paper-results-total" />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          disabled={total === 0}
          data-testid="paper-export"
          onClick={async () => {
            setExporting(true);
            try {
              const { filename } = await downloadResponses(id);
              message.success(t('exported', { name: filename }));
            } finally {
              setExporting(false);
            }
          }}
        >
          {t('exportAnswers')}
        </Button>
      </Space>
      {total === 0 ? (
        <Empty description={t('noAnswersYet')} />
      ) : (
        questions.map((question, index) => <TallyCard key={question.key} tally={question} index={index} />)
      )}
      <ResponseTable id={id} />
    </Space>
  );
}

function TallyCard({ tally, index }: { tally: QuestionTally; index: number }) {
  const t = usePaperT();
  const share = (count: number) => (tally.answered ? Math.round((count / tally.answered) * 100) : 0);
  return (
    <Card
      size="small"
      data-testid="paper-tally"
      data-key={tally.key}
      title={`${index + 1}. ${tally.title}`}
      extra={<span>{t('answered', { n: tally.answered })}</span>}
    >
      {tally.options?.map((option) => (
        <div
          key={option.key}
          className="paper-bar"
          data-testid="paper-tally-option"
          data-count={option.count}
        >
          <span className="paper-bar__label">{option.label}</span>
          <Progress
            percent={share(option.count)}
            status="normal"
            size="small"
            format={() => `${option.count}`}
          />
        </div>
      ))}
      {tally.scores && (
        <>
          {tally.mean !== null && tally.mean !== undefined && (
            <Tag color="gold">{t('mean', { mean: tally.mean.toFixed(1) })}</Tag>
          )}
          {tally.scores.map((score) => (
            <div key={score.score} className="paper-bar">
              <span className="paper-bar__label">{score.score}</span>
              <Progress
                percent={share(score.count)}
                status="normal"
                size="small"
                format={() => `${score.count}`}
              />
            </div>
          ))}
        </>
      )}
      {tally.texts &&
        (tally.texts.length ? (
          <List
            size="small"
            header={t('latestTexts')}
            dataSource={tally.texts}
            renderItem={(text) => <List.Item>{text}</List.Item>}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noAnswersYet')} />
        ))}
    </Card>
  );
}

const channelField = questionnaireAnswerResource.fields.find((field) => field.name === 'channel');

function ResponseTable({ id }: { id: number }) {
  const t = usePaperT();
  const common = useT();
  const locale = useLocaleStore((s) => s.locale);
  const [page, setPage] = useState(1);
  const list = useResourceList(questionnaireAnswerResource, {
    questionnaire_id: id,
    page,
    size: PAGE_SIZE,
    sort: '-created_at',
  });
  // The questionnaire's count and results follow the response's family (the count's declaration).
  const remove = useFamilyMutation(questionnaireAnswerResource, (row: Answer) =>
    deleteRows(questionnaireAnswerResource, [row.id]),
  );
  const channelLabel = (value: unknown) =>
    channelField?.kind === 'enum'
      ? (channelField.options.find((option) => option.value === value)?.label[locale] ?? String(value))
      : String(value);
  return (
    <Card size="small" title={t('responses')}>
      <Table<Answer>
        rowKey="id"
        size="small"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        data-testid="paper-responses"
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('submittedAt'),
            dataIndex: 'created_at',
            width: 170,
            render: (value: string) => formatDateTime(value, locale),
          },
          { title: t('respondent'), dataIndex: 'respondent', width: 120 },
          { title: t('company'), dataIndex: 'company' },
          { title: t('contact'), dataIndex: 'contact', width: 140 },
          { title: t('channel'), dataIndex: 'channel', width: 110, render: channelLabel },
          {
            title: common('actions'),
            key: 'actions',
            width: 80,
            render: (_, row) => (
              <ArmedPopconfirm
                title={t('deleteAnswerConfirm', { name: String(row.respondent || row.company || row.id) })}
                onConfirm={() => remove.mutateAsync(row)}
              >
                <RowLink danger>{common('delete')}</RowLink>
              </ArmedPopconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
