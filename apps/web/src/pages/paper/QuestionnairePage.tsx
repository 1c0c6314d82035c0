/**
 * /paper/add and /paper/update/:id: the questionnaire builder. Design (title, description, questions), preview
 * (as a respondent sees it, where paper responses are entered once published) and results (the list's
 * results link opens there); saving from the header, beside the workflow's transitions (publish, close, publish
 * again) legal from the questionnaire's state, the same buttons the list offers.
 */
import {
  isChoiceKind,
  QuestionnaireStatus,
  questionnaireResource,
  questionnaireStatusOptions,
  questionsOf,
  ResultCode,
  ROW_VERSION_FIELD,
  type RowOf,
  type StaleRow,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { addRow, familyKey, updateRow, useFamilyMutation, useResourceRow } from '../../resources/api.ts';
import { type StaleConflict, StaleRowNotice } from '../../resources/form/StaleRowNotice.tsx';
import { rowScreen, useRouteRowId } from '../../resources/RowScreen.tsx';
import { RowTransitions } from '../../resources/workflow/TransitionActions.tsx';
import { useLocaleStore } from '../../stores/locale.ts';
import { QuestionBuilder, type QuestionDraft } from './QuestionBuilder.tsx';
import { RespondentView } from './RespondentView.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { paperListPath, paperUpdatePath } from './routes.ts';
import { usePaperT } from './strings.ts';
import './paper.css';

/** A questionnaire as its detail hands it over, its questions included. */
type QuestionnaireRow = RowOf<typeof questionnaireResource>;

export function QuestionnairePage() {
  const t = usePaperT();
  const isNew = useParams().id === undefined;
  const id = useRouteRowId();
  const row = useResourceRow(questionnaireResource, id);
  // Which tab opens: the list's results link asks for the results in the history entry's state, not the
  // query (the query names the console tab, and each inner tab would become a console tab of its own).
  // Held here, so it stays when the editor starts again from a saved row.
  const opened = (useLocation().state as { tab?: string } | null)?.tab;
  const [tab, setTab] = useState(opened === 'results' && id !== undefined ? 'results' : 'design');
  // A new questionnaire has no row to miss.
  const state = isNew
    ? undefined
    : rowScreen(id, row, { backTo: paperListPath, title: t('notFound'), rows: 8 }).state;
  if (state) return state;
  // Keyed by the row's version: a save or a transition starts the editor from what the server holds.
  return (
    <QuestionnaireEditor
      key={`${id ?? 'new'}:${row.data?.updated_at ?? ''}`}
      row={row.data}
      tab={tab}
      onTab={setTab}
    />
  );
}

/** The questions of a saved row, with their child row ids (so a save changes them in place). */
function draftsOf(row: QuestionnaireRow | undefined): QuestionDraft[] {
  const rows = row?.questions ?? [];
  return questionsOf(rows).map((question, i) => ({ ...question, id: rows[i]?.id }));
}

/** The questions as the engine stores them: options only for choices, a scale only for ratings. */
function questionRows(questions: readonly QuestionDraft[]) {
  return questions.map(({ id, key, kind, title, required, options, scale }) => ({
    ...(id ? { id } : {}),
    key,
    kind,
    title,
    required,
    options: isChoiceKind(kind) ? options : null,
    scale: kind === 'rating' ? scale : null,
  }));
}

interface EditorProps {
  row: QuestionnaireRow | undefined;
  tab: string;
  onTab: (tab: string) => void;
}

function QuestionnaireEditor({ row, tab, onTab }: EditorProps) {
  const t = usePaperT();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = row?.id;
  const [title, setTitle] = useState(row?.title ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => draftsOf(row));
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // A save refused because someone changed the questionnaire since this editor opened it.
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const client = useQueryClient();
  // The latest row: the editor starts again from it (keyed by its version), dropping this person's changes.
  const reload = () => client.invalidateQueries({ queryKey: familyKey(questionnaireResource) });
  const [busy, setBusy] = useState(false);
  const status = row?.status ?? QuestionnaireStatus.draft;
  const statusOption = questionnaireStatusOptions.find((option) => option.value === status);
  const answered = (row?.answer_count ?? 0) > 0;

  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
    };

  const write = useFamilyMutation(questionnaireResource, (values: Record<string, unknown>) =>
    id === undefined ? addRow(questionnaireResource, values) : updateRow(questionnaireResource, id, values),
  );

  /**
   * Saves the builder; an edit names the version it was made on (the row as opened, or as the conflict notice
   * showed it when the person chose to overwrite), so a colleague's change in between is never lost.
   */
  const save = async (version = row?.[ROW_VERSION_FIELD]) => {
    if (!title.trim()) {
      setRefusal(t('titleRequired'));
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    setConflict(null);
    const values = { title: title.trim(), description, questions: questionRows(questions) };
    try {
      const saved = await write.mutateAsync(
        id !== undefined && typeof version === 'string'
          ? { ...values, [ROW_VERSION_FIELD]: version }
          : values,
      );
      message.success(t('saved'));
      setDirty(false);
      if (id === undefined) navigate(paperUpdatePath(saved.id), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === ResultCode.stale && error.data)
        setConflict({ stale: error.data as StaleRow, mine: values });
      else setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  const design = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {answered && <Alert type="info" showIcon title={t('lockedHint')} />}
      <Form layout="vertical">
        <Form.Item label={t('title')} required>
          <Input
            data-testid="paper-title"
            aria-label={t('title')}
            value={title}
            maxLength={100}
            onChange={(event) => edit(setTitle)(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('description')} extra={t('descriptionHint')}>
          <Input.TextArea
            rows={2}
            maxLength={1000}
            aria-label={t('description')}
            value={description}
            onChange={(event) => edit(setDescription)(event.target.value)}
          />
        </Form.Item>
      </Form>
      <QuestionBuilder questions={questions} onChange={edit(setQuestions)} />
    </Space>
  );
  const collecting = status === QuestionnaireStatus.published && !dirty ? id : undefined;
  return (
    <Card
      data-testid="paper-editor"
      title={
        <Space>
          <span>{id === undefined ? t('addTitle') : t('editTitle')}</span>
          {id !== undefined && (
            <Tag color={statusOption?.color} data-testid="paper-status">
              {statusOption?.label[locale]}
            </Tag>
          )}
          {dirty && <Tag color="warning">{t('unsaved')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(paperListPath)}>{t('backToList')}</Button>
          {row && !dirty && <RowTransitions def={questionnaireResource} row={row} asButtons />}
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="paper-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      {conflict && row && (
        <StaleRowNotice
          def={questionnaireResource}
          opened={row}
          conflict={conflict}
          busy={busy}
          onReload={() => void reload()}
          onOverwrite={() => void save(conflict.stale.current[ROW_VERSION_FIELD])}
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable
          title={refusal}
          data-testid="paper-refusal"
          onClose={() => setRefusal(undefined)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={onTab}
        items={[
          { key: 'design', label: t('design'), children: design },
          {
            key: 'preview',
            label: t('preview'),
            children: (
              <RespondentView
                title={title}
                description={description}
                questions={questions}
                collectingId={collecting}
              />
            ),
          },
          ...(id === undefined
            ? []
            : [{ key: 'results', label: t('results'), children: <ResultsPanel id={id} /> }]),
        ]}
      />
    </Card>
  );
}
