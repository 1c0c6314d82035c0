/**
 * /ai/chat (the top bar's AI entry): the assistant. The provider and its models come from the server
 * (`GET /system/ai/models`); without one configured the screen says which variables to set and nothing else.
 * Tabs: the chat, and AI filters; the header opens the legacy back-office through the inside-proxy jump.
 */

import { ExportOutlined } from '@ant-design/icons';
import { aiEndpoints } from '@console/contract';
import { Alert, App, Button, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { useAiT } from './strings.ts';
import './ai.css';
import { joinList } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';

const JUMP_SECONDS = 60;

export function AiPage() {
  const t = useAiT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const models = useQuery({
    queryKey: ['ai', 'models'],
    queryFn: ({ signal }) => call(aiEndpoints.models, {}, { signal }),
  });
  const [model, setModel] = useState<string | undefined>();

  const jump = async () => {
    const answer = await call(aiEndpoints.proxyJump, {});
    if (!answer.configured || !answer.url) {
      message.warning(t('legacyNone', { vars: joinList(locale, answer.variables) }));
      return;
    }
    window.open(answer.url, '_blank', 'noopener');
    message.info(t('legacyOpened', { seconds: JUMP_SECONDS }));
  };

  const data = models.data;
  const header = (
    <Space wrap>
      {data?.configured && (
        <>
          <Tag color="blue">{t('provider', { host: data.provider ?? '' })}</Tag>
          <span>{t('model')}</span>
          <Select
            aria-label={t('model')}
            style={{ minWidth: 200 }}
            value={model ?? data.default_model ?? undefined}
            onChange={setModel}
            options={data.models.map((id) => ({ value: id, label: id }))}
          />
        </>
      )}
      <Button icon={<ExportOutlined />} onClick={() => void jump()}>
        {t('legacy')}
      </Button>
    </Space>
  );

  if (models.isLoading) return <Skeleton active />;
  if (data && !data.configured) {
    return (
      <div className="ai-page">
        <div className="ai-header">{header}</div>
        <Alert
          type="warning"
          showIcon
          message={t('unconfiguredTitle')}
          description={
            <span data-testid="ai-unconfigured">
              {t('unconfigured', { vars: joinList(locale, data.variables) })}
            </span>
          }
        />
      </div>
    );
  }
  return (
    <div className="ai-page ai-page--tabs">
      {/* Beside the tab bar, not inside it: a tab list may hold only its tabs. */}
      <div className="ai-page__bar">{header}</div>
      <Tabs
        items={[
          { key: 'chat', label: t('chatTab'), children: <ChatPanel model={model} /> },
          { key: 'filters', label: t('filterTab'), children: <FilterPanel model={model} /> },
        ]}
      />
    </div>
  );
}
