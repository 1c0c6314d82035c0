/**
 * The preview tab: the questionnaire as a respondent sees it. While the questionnaire is published (and
 * saved), staff enter a response filled in on paper here; the server checks it as it checks any response.
 */
import {
  type Answers,
  type AnswerValue,
  type Question,
  questionnaireAnswerResource,
} from '@console/contract';
import { Alert, App, Button, Checkbox, Divider, Form, Input, Radio, Rate, Space, Typography } from 'antd';
import { ApiError } from '../../api/request.ts';
import { useFamilyMutation } from '../../resources/api.ts';
import { addResponse, type ResponseEntry } from './api.ts';
import { usePaperT } from './strings.ts';

interface RespondentViewProps {
  title: string;
  description: string;
  questions: readonly Question[];
  /** Set when responses can be entered: the saved, published questionnaire's id. */
  collectingId?: number;
}

type Entry = { respondent?: string; company?: string; contact?: string } & Record<string, unknown>;

/** The answers of the form's values: only the questions' keys, empty answers left out. */
function answersOf(questions: readonly Question[], values: Entry): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    const value = values[question.key] as AnswerValue | undefined;
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length))
      continue;
    answers[question.key] = value;
  }
  return answers;
}

export function RespondentView({ title, description, questions, collectingId }: RespondentViewProps) {
  const t = usePaperT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Entry>();
  // A response is a row of its family: the questionnaire's count and results follow it (the count's declaration).
  const answer = useFamilyMutation(questionnaireAnswerResource, (entry: ResponseEntry) =>
    addResponse(collectingId as number, entry),
  );

  const submit = async (values: Entry) => {
    if (collectingId === undefined) return;
    try {
      await answer.mutateAsync({
        respondent: values.respondent ?? '',
        company: values.company ?? '',
        contact: values.contact ?? '',
        answers: answersOf(questions, values),
      });
      message.success(t('answerSaved'));
      form.resetFields();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  return (
    <div className="paper-preview" data-testid="paper-preview">
      <Typography.Paragraph type="secondary">{t('previewHint')}</Typography.Paragraph>
      <Typography.Title level={4}>{title}</Typography.Title>
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        {questions.map((question, index) => (
          <Form.Item
            key={question.key}
            name={question.key}
            label={`${index + 1}. ${question.title}`}
            rules={question.required ? [{ required: true, message: t('mustAnswer') }] : []}
            data-testid="paper-preview-question"
          >
            <AnswerControl question={question} />
          </Form.Item>
        ))}
        <Divider />
        {collectingId === undefined ? (
          <Alert type="info" showIcon title={t('notCollecting')} />
        ) : (
          <Space wrap align="end">
            <Form.Item name="respondent" label={t('respondent')}>
              <Input maxLength={64} data-testid="paper-respondent" />
            </Form.Item>
            <Form.Item name="company" label={t('company')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="contact" label={t('contact')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" data-testid="paper-submit-answer">
                {t('submitAnswer')}
              </Button>
            </Form.Item>
          </Space>
        )}
      </Form>
    </div>
  );
}

/** The control of one question; value and onChange come from its Form.Item. */
function AnswerControl({
  question,
  value,
  onChange,
}: {
  question: Question;
  value?: AnswerValue;
  onChange?: (value: AnswerValue) => void;
}) {
  switch (question.kind) {
    case 'single':
      return (
        <Radio.Group value={value} onChange={(event) => onChange?.(event.target.value)}>
          <Space orientation="vertical">
            {question.options.map((option) => (
              <Radio key={option.key} value={option.key}>
                {option.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          value={Array.isArray(value) ? value : []}
          onChange={(checked) => onChange?.(checked as string[])}
        >
          <Space orientation="vertical">
            {question.options.map((option) => (
              <Checkbox key={option.key} value={option.key}>
                {option.label}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 'rating':
      return (
        <Rate
          count={question.scale}
          value={typeof value === 'number' ? value : 0}
          onChange={(score) => onChange?.(score)}
        />
      );
    default:
      return (
        <Input.TextArea
          rows={2}
          maxLength={2000}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}
