/**
 * The design tab: the ordered questions, each with its kind, wording, required flag and options (or scale),
 * moved, removed and added in place. Keys are given once and never change, so a reworded or moved question
 * keeps its answers.
 */
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  DEFAULT_SCALE,
  isChoiceKind,
  MAX_OPTIONS,
  type Question,
  type QuestionKind,
  questionKindOptions,
} from '@console/contract';
import { Button, Card, Empty, Input, InputNumber, Popconfirm, Space, Switch, Tag, Tooltip } from 'antd';
import { useLocaleStore } from '../../stores/locale.ts';
import { type PaperT, usePaperT } from './strings.ts';

/** A question being edited: its child row id once saved (so the server changes it in place). */
export type QuestionDraft = Question & { id?: number };

/** The first key of the form `{prefix}{n}` that `taken` does not hold. */
export function nextKey(prefix: string, taken: readonly string[]): string {
  for (let n = taken.length + 1; ; n++) {
    const key = `${prefix}${n}`;
    if (!taken.includes(key)) return key;
  }
}

export function newQuestion(kind: QuestionKind, existing: readonly QuestionDraft[]): QuestionDraft {
  return {
    key: nextKey(
      'q',
      existing.map((q) => q.key),
    ),
    kind,
    title: '',
    required: false,
    options: isChoiceKind(kind)
      ? [
          { key: 'o1', label: '' },
          { key: 'o2', label: '' },
        ]
      : [],
    scale: DEFAULT_SCALE,
  };
}

const addButtons: { kind: QuestionKind; label: Parameters<PaperT>[0] }[] = [
  { kind: 'single', label: 'addSingle' },
  { kind: 'multiple', label: 'addMultiple' },
  { kind: 'text', label: 'addText' },
  { kind: 'rating', label: 'addRating' },
];

interface BuilderProps {
  questions: readonly QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
}

export function QuestionBuilder({ questions, onChange }: BuilderProps) {
  const t = usePaperT();
  const change = (index: number, next: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...next } : q)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="paper-builder">
      {questions.length === 0 && <Empty description={t('noQuestions')} />}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.key}
          question={question}
          index={index}
          last={index === questions.length - 1}
          onChange={(next) => change(index, next)}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(questions.filter((_, i) => i !== index))}
        />
      ))}
      <Space wrap>
        <span>{t('addQuestion')}</span>
        {addButtons.map(({ kind, label }) => (
          <Button
            key={kind}
            icon={<PlusOutlined />}
            data-testid={`paper-add-${kind}`}
            onClick={() => onChange([...questions, newQuestion(kind, questions)])}
          >
            {t(label)}
          </Button>
        ))}
      </Space>
    </Space>
  );
}

interface CardProps {
  question: QuestionDraft;
  index: number;
  last: boolean;
  onChange: (next: Partial<QuestionDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionCard({ question, index, last, onChange, onMove, onRemove }: CardProps) {
  const t = usePaperT();
  const locale = useLocaleStore((s) => s.locale);
  const kind = questionKindOptions.find((option) => option.value === question.kind);
  return (
    <Card
      size="small"
      data-testid="paper-question"
      data-key={question.key}
      title={
        <Space>
          <span>{t('question', { n: index + 1 })}</span>
          <Tag color={kind?.color}>{kind?.label[locale]}</Tag>
        </Space>
      }
      extra={
        <Space size={4}>
          <Tooltip title={t('moveUp')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('moveUp')}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
          </Tooltip>
          <Tooltip title={t('moveDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('moveDown')}
              disabled={last}
              onClick={() => onMove(1)}
            />
          </Tooltip>
          <Popconfirm
            title={t('removeQuestionConfirm', { n: index + 1, title: question.title || '—' })}
            onConfirm={onRemove}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('remove')} />
          </Popconfirm>
        </Space>
      }
    >
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            data-testid="paper-question-title"
            placeholder={t('questionTitlePlaceholder')}
            value={question.title}
            maxLength={200}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </Space.Compact>
        <Space wrap>
          <span>{t('required')}</span>
          <Switch
            size="small"
            data-testid="paper-question-required"
            aria-label={t('required')}
            checked={question.required}
            onChange={(required) => onChange({ required })}
          />
          {question.kind === 'rating' && (
            <>
              <span>{t('scale')}</span>
              <InputNumber
                size="small"
                min={3}
                max={10}
                aria-label={t('scale')}
                value={question.scale}
                onChange={(scale) => onChange({ scale: scale ?? DEFAULT_SCALE })}
              />
            </>
          )}
        </Space>
        {isChoiceKind(question.kind) && <OptionList question={question} onChange={onChange} />}
      </Space>
    </Card>
  );
}

function OptionList({
  question,
  onChange,
}: {
  question: QuestionDraft;
  onChange: (next: Partial<QuestionDraft>) => void;
}) {
  const t = usePaperT();
  const options = question.options;
  const setLabel = (key: string, label: string) =>
    onChange({ options: options.map((option) => (option.key === key ? { ...option, label } : option)) });
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {options.map((option, i) => (
        <Space.Compact key={option.key} style={{ width: '100%', maxWidth: 520 }}>
          <Input
            data-testid="paper-option"
            placeholder={t('option', { n: i + 1 })}
            value={option.label}
            maxLength={100}
            onChange={(event) => setLabel(option.key, event.target.value)}
          />
          <Button
            icon={<MinusCircleOutlined />}
            aria-label={t('remove')}
            disabled={options.length <= 2}
            onClick={() => onChange({ options: options.filter((o) => o.key !== option.key) })}
          />
        </Space.Compact>
      ))}
      <Button
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={options.length >= MAX_OPTIONS}
        data-testid="paper-add-option"
        onClick={() =>
          onChange({
            options: [
              ...options,
              {
                key: nextKey(
                  'o',
                  options.map((o) => o.key),
                ),
                label: '',
              },
            ],
          })
        }
      >
        {t('addOption')}
      </Button>
    </Space>
  );
}
