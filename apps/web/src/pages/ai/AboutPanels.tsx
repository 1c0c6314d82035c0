/**
 * What the AI screen offers without a model: what the assistant does and how to set a provider up (any
 * OpenAI-compatible endpoint, a local one included), and the tools it calls, each with the list it reads,
 * which opens without a model.
 */
import { AI_PROVIDER_VARIABLES, aiTools } from '@console/contract';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { useJoinList } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { useAiT } from './strings.ts';

const EXAMPLE = ['AI_BASE_URL=https://api.example.com/v1', 'AI_API_KEY=sk-…', 'AI_MODEL=model-name'].join(
  '\n',
);
const OLLAMA = ['AI_BASE_URL=http://127.0.0.1:11434/v1', 'AI_MODEL=qwen2.5:7b'].join('\n');
const LLAMA_CPP = ['AI_BASE_URL=http://127.0.0.1:8080/v1', 'AI_MODEL=local'].join('\n');

export function AboutPanel({ configured }: { configured: boolean }) {
  const t = useAiT();
  const join = useJoinList();
  return (
    <div className="ai-about" data-testid="ai-about">
      {!configured && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('unconfiguredTitle')}
          description={
            <span data-testid="ai-unconfigured">
              {t('unconfigured', { vars: join(AI_PROVIDER_VARIABLES) })}
            </span>
          }
        />
      )}
      <Card size="small" title={t('whatTitle')}>
        <ul className="ai-about-list">
          <li>{t('what1')}</li>
          <li>{t('what2')}</li>
          <li>{t('what3')}</li>
        </ul>
      </Card>
      <Card size="small" title={t('howTitle')} style={{ marginTop: 16 }}>
        <Typography.Paragraph>{t('how')}</Typography.Paragraph>
        <pre className="ai-about-code">{EXAMPLE}</pre>
        <Typography.Paragraph strong>{t('localTitle')}</Typography.Paragraph>
        <Typography.Paragraph>{t('localOllama')}</Typography.Paragraph>
        <pre className="ai-about-code">{OLLAMA}</pre>
        <Typography.Paragraph>{t('localLlama')}</Typography.Paragraph>
        <pre className="ai-about-code">{LLAMA_CPP}</pre>
        <Typography.Text type="secondary">{t('readme')}</Typography.Text>
      </Card>
    </div>
  );
}

export function ToolsPanel() {
  const t = useAiT();
  const locale = useLocaleStore((s) => (s.locale === 'en' ? 'en' : 'zh'));
  return (
    <div data-testid="ai-tools">
      <Typography.Paragraph type="secondary">{t('toolsHelp')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={[...aiTools]}
        columns={[
          {
            title: t('toolName'),
            key: 'name',
            width: 220,
            render: (_: unknown, tool: (typeof aiTools)[number]) => (
              <span>
                {tool.label[locale]} <code>{tool.name}</code>
              </span>
            ),
          },
          { title: t('toolWhat'), key: 'what', render: (_: unknown, tool) => tool.what[locale] },
          {
            title: t('toolReads'),
            key: 'route',
            width: 240,
            render: (_: unknown, tool) => (
              <Link to={tool.route}>
                <Button size="small" type="link">
                  {t('openList')} <code>{tool.route}</code>
                </Button>
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
