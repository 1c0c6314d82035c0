/**
 * The AI screen without a provider (issue 34), against the fake API answering as the server does when no
 * AI_* variable is set: it opens on what the assistant does and how to set one up (a local server included),
 * lists the tools with the lists they read, keeps the saved filters and says translation needs a model, shows
 * the model list as none configured, and says plainly that the legacy jump is not configured.
 */
import { aiConversationResource, aiEndpoints, aiFilterResource, aiTools } from '@console/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AiPage } from '../../src/pages/ai/AiPage.tsx';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from '../resources/render.tsx';

const session = startFakeApi({ signedIn: false });

beforeEach(() => {
  const api = session();
  api.on(aiEndpoints.models, () => ({
    configured: false,
    variables: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
    default_model: null,
    models: [],
    provider: null,
  }));
  api.on('/php_proxy/jump', () => ({
    configured: false,
    variables: ['LEGACY_ADMIN_URL', 'LEGACY_ADMIN_SECRET'],
    url: null,
    expires_at: null,
  }));
  // The saved filters and conversations: none yet.
  serveFamily(api, aiFilterResource);
  serveFamily(api, aiConversationResource);
});

describe('the AI screen without a provider', () => {
  it('says what the assistant does and how to set one up, a local server included', async () => {
    renderRoute('/ai/chat', '/ai/chat', <AiPage />);
    const about = await screen.findByTestId('ai-about');
    expect(within(about).getByText('AI 助手能做什么')).toBeTruthy();
    expect(about.textContent).toContain('AI_BASE_URL=http://127.0.0.1:11434/v1');
    expect(about.textContent).toContain('llama-server');
    expect(screen.getByTestId('ai-unconfigured').textContent).toContain('AI_BASE_URL');
    // No chat without a model; the model list says none is configured.
    expect(screen.queryByRole('tab', { name: '对话' })).toBeNull();
    expect(screen.getByText('未配置模型')).toBeTruthy();
  });

  it('lists every tool with the list it reads, and keeps the filters with translation off', async () => {
    renderRoute('/ai/chat', '/ai/chat', <AiPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '工具' }));
    const tools = await screen.findByTestId('ai-tools');
    for (const tool of aiTools) {
      expect(tools.textContent).toContain(tool.name);
      expect(tools.textContent).toContain(tool.route);
    }
    fireEvent.click(screen.getByRole('tab', { name: 'AI 筛选' }));
    expect(await screen.findByText(/转换为查询需要先配置 AI 服务/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '转换为查询' }).hasAttribute('disabled')).toBe(true);
  });

  it('says plainly that the legacy jump is not configured', async () => {
    renderRoute('/ai/chat', '/ai/chat', <AiPage />);
    fireEvent.click(await screen.findByRole('button', { name: /打开旧版后台/ }));
    expect(await screen.findByText(/未配置旧版后台跳转（可选功能）/)).toBeTruthy();
  });
});
