/**
 * AI filters (the spec's `/ai_filter`): a sentence and the family it is about go to the model, which answers a
 * list query; the screen shows the query it became (each condition by the family's own field label) before
 * anything runs. Running it opens the family's list with that query in its URL, so the admin's own permissions
 * decide what it shows; saving keeps it (the server checks it against the family's filters again).
 */
import {
  type AiFilterTranslation,
  aiEndpoints,
  aiFilterResource,
  type ListRowOf,
  RANGE_FROM_SUFFIX,
  RANGE_TO_SUFFIX,
  resourceByKey,
} from '@console/contract';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../api/call.ts';
import { addRow, deleteRows, useFamilyMutation, useResourceList } from '../../resources/api.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useAiT } from './strings.ts';

/**
 * A saved filter as its list hands it over. Its `family` is typed as any enum's value (string | number: the
 * declaration's options are not literal), hence the family's key is read as a string below.
 */
type SavedFilter = ListRowOf<typeof aiFilterResource>;

const familyField = aiFilterResource.fields.find((field) => field.name === 'family');
const familyOptions = familyField?.kind === 'enum' ? familyField.options : [];

/** A query key as a person reads it: the family's field label, with "from"/"to" for a range's edges. */
function keyLabel(family: string, key: string, locale: 'zh' | 'en'): string {
  const def = resourceByKey(family);
  if (key === 'sort') return locale === 'zh' ? '排序' : 'Sort';
  for (const [suffix, zh, en] of [
    [RANGE_FROM_SUFFIX, '不低于', 'from'],
    [RANGE_TO_SUFFIX, '不高于', 'to'],
  ] as const) {
    const field = key.endsWith(suffix)
      ? def.fields.find((f) => f.name === key.slice(0, -suffix.length))
      : undefined;
    if (field) return `${field.label[locale]} ${locale === 'zh' ? zh : en}`;
  }
  return def.fields.find((f) => f.name === key)?.label[locale] ?? key;
}

function QueryTable({ family, query }: { family: string; query: Record<string, string> }) {
  const t = useAiT();
  const locale = useLocaleStore((s) => s.locale);
  const rows = Object.entries(query).map(([key, value]) => ({
    key,
    label: keyLabel(family, key, locale),
    value,
  }));
  if (rows.length === 0) return <span>{t('noCondition')}</span>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      columns={[
        {
          title: t('key'),
          dataIndex: 'label',
          render: (label: string, row) => (
            <span title={row.key}>
              {label} <code>{row.key}</code>
            </span>
          ),
        },
        { title: t('value'), dataIndex: 'value', render: (value: string) => <code>{value}</code> },
      ]}
    />
  );
}

export function FilterPanel({ model, configured }: { model: string | undefined; configured: boolean }) {
  const t = useAiT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const [form] = Form.useForm<{ family: AiFilterTranslation['family']; prompt: string }>();
  const [translating, setTranslating] = useState(false);
  const [result, setResult] = useState<(AiFilterTranslation & { prompt: string }) | null>(null);
  const [name, setName] = useState('');
  const saved = useResourceList(aiFilterResource, { size: 50 });
  const save = useFamilyMutation(aiFilterResource, (values: Record<string, unknown>) =>
    addRow(aiFilterResource, values),
  );
  const remove = useFamilyMutation(aiFilterResource, (id: number) => deleteRows(aiFilterResource, [id]));

  const translate = async () => {
    const values = await form.validateFields();
    setTranslating(true);
    setResult(null);
    try {
      const answer = await call(aiEndpoints.filterTranslate, { ...values, model });
      setResult({ ...answer, prompt: values.prompt });
      setName(values.prompt.slice(0, 30));
    } finally {
      setTranslating(false);
    }
  };

  const openSaved = (row: SavedFilter) => {
    const def = resourceByKey(String(row.family));
    const query = new URLSearchParams(row.query as Record<string, string>).toString();
    navigate(`${def.route}${query ? `?${query}` : ''}`);
  };

  return (
    <div className="ai-filters">
      <Card size="small">
        <Form form={form} layout="vertical" initialValues={{ family: 'datasheet' }}>
          <Form.Item name="family" label={t('family')} rules={[{ required: true }]}>
            <Select
              style={{ width: 200 }}
              options={familyOptions.map((o) => ({ value: o.value, label: o.label[locale] }))}
            />
          </Form.Item>
          <Form.Item name="prompt" label={t('prompt')} rules={[{ required: true, max: 500 }]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('promptPlaceholder')}
              maxLength={500}
            />
          </Form.Item>
          <Space wrap>
            <Button
              type="primary"
              loading={translating}
              disabled={!configured}
              onClick={() => void translate()}
            >
              {t('translate')}
            </Button>
            {!configured && <Typography.Text type="secondary">{t('translateNeedsModel')}</Typography.Text>}
          </Space>
        </Form>
        {result && (
          <div className="ai-filter-result" data-testid="ai-filter-result">
            <Descriptions size="small" column={1} title={t('queryBecame')} bordered>
              <Descriptions.Item label={t('key')}>
                <QueryTable family={result.family} query={result.query} />
              </Descriptions.Item>
              <Descriptions.Item label={t('explanation')}>{result.explanation || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('opensAt')}>
                <code>{result.location}</code>
              </Descriptions.Item>
            </Descriptions>
            <Space style={{ marginTop: 12 }}>
              <Button type="primary" data-testid="ai-filter-run" onClick={() => navigate(result.location)}>
                {t('run')}
              </Button>
              <Input
                style={{ width: 240 }}
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={t('saveName')}
                maxLength={100}
              />
              <Button
                disabled={!name.trim()}
                loading={save.isPending}
                onClick={async () => {
                  await save.mutateAsync({
                    name: name.trim(),
                    family: result.family,
                    prompt: result.prompt,
                    query: result.query,
                  });
                  message.success(t('saved'));
                }}
              >
                {t('save')}
              </Button>
            </Space>
          </div>
        )}
      </Card>
      <Card size="small" title={t('savedFilters')} style={{ marginTop: 16 }}>
        <Table
          size="small"
          rowKey="id"
          loading={saved.isLoading}
          dataSource={saved.data?.list ?? []}
          pagination={false}
          columns={[
            { title: t('saveName'), dataIndex: 'name' },
            {
              title: t('family'),
              dataIndex: 'family',
              render: (value: string) => familyOptions.find((o) => o.value === value)?.label[locale] ?? value,
            },
            { title: t('prompt'), dataIndex: 'prompt' },
            {
              title: t('queryBecame'),
              dataIndex: 'query',
              render: (query: Record<string, string>, row) => (
                <QueryTable family={String(row.family)} query={query ?? {}} />
              ),
            },
            {
              title: '',
              key: 'actions',
              width: 140,
              render: (_: unknown, row: SavedFilter) => (
                <Space>
                  <Button size="small" type="link" onClick={() => openSaved(row)}>
                    {t('run')}
                  </Button>
                  <Popconfirm title={t('delete')} onConfirm={() => remove.mutateAsync(row.id)}>
                    <Button size="small" type="link" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
