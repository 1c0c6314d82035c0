/**
 * /ai/chat (the top bar's AI entry): the assistant. The provider and its models come from the server
 * (`GET /system/ai/models`). Tabs: the chat, AI filters and the tools; without a provider the screen opens on
 * what the assistant does and how to set one up, and still offers the tools (each list they read) and the saved
 * filters, the model list saying none is configured. The header opens the legacy back-office through the
 * inside-proxy jump, or says plainly that none is configured.
 */

import { ExportOutlined } from '@ant-design/icons';
import { aiEndpoints } from '@console/contract';
import { App, Button, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../api/call.ts';
import { useQuery } from '../../api/queries.ts';
import { AboutPanel, ToolsPanel } from './AboutPanels.tsx';
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
      // An optional link not set up: information, not an error.
      message.info(t('legacyNone', { vars: joinList(locale, answer.variables) }));
      return;
    }
    window.open(answer.url, '_blank', 'noopener');
    message.info(t('legacyOpened', { seconds: JUMP_SECONDS }));
  };

  const data = models.data;
  const header = (
    <Space wrap>
      {data?.configured && <Tag color="blue">{t('provider', { host: data.provider ?? '' })}</Tag>}
      <span>{t('model')}</span>
      <Select
        aria-label={t('model')}
        data-testid="ai-model"
        style={{ minWidth: 200 }}
        disabled={!data?.configured}
        placeholder={t('noModel')}
        value={data?.configured ? (model ?? data.default_model ?? undefined) : undefined}
        onChange={setModel}
        options={(data?.models ?? []).map((id) => ({ value: id, label: id }))}
      />
      <Button icon={<ExportOutlined />} onClick={() => void jump()}>
        {t('legacy')}
      </Button>
    </Space>
  );

  if (models.isLoading) return <Skeleton active />;
  const configured = data?.configured === true;
  const tabs = [
    { key: 'chat', label: t('chatTab'), children: <ChatPanel model={model} /> },
    {
      key: 'filters',
      label: t('filterTab'),
      children: <FilterPanel model={model} configured={configured} />,
    },
    { key: 'tools', label: t('toolsTab'), children: <ToolsPanel /> },
    { key: 'about', label: t('aboutTab'), children: <AboutPanel configured={configured} /> },
  ];
  return (
    <div className="ai-page ai-page--tabs">
      {/* Beside the tab bar, not inside it: a tab list may hold only its tabs. */}
      <div className="ai-page__bar">{header}</div>
      <Tabs
        // Without a model there is no chat: the screen opens on what the assistant does and how to set it up.
        key={configured ? 'configured' : 'unconfigured'}
        defaultActiveKey={configured ? 'chat' : 'about'}
        items={configured ? tabs : tabs.filter((tab) => tab.key !== 'chat')}
      />
    </div>
  );
}
