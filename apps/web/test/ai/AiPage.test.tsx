/**
 * The AI screen without a provider (issue 34), against a fetch stub answering as the server does when no
 * AI_* variable is set: it opens on what the assistant does and how to set one up (a local server included),
 * lists the tools with the lists they read, keeps the saved filters and says translation needs a model, shows
 * the model list as none configured, and says plainly that the legacy jump is not configured.
 */
import { aiTools } from '@console/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiPage } from '../../src/pages/ai/AiPage.tsx';
import { renderRoute } from '../resources/render.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      const path = new URL(String(url), 'http://console.test').pathname;
      if (path === '/api/system/ai/models')
        return ok({
          configured: false,
          variables: ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'],
          default_model: null,
          models: [],
          provider: null,
        });
      if (path === '/api/php_proxy/jump')
        return ok({
          configured: false,
          variables: ['LEGACY_ADMIN_URL', 'LEGACY_ADMIN_SECRET'],
          url: null,
          expires_at: null,
        });
      if (path.endsWith('/list')) return ok({ list: [], total: 0, page: 1, size: 50 });
      return new Response(JSON.stringify({ code: 4, msg: `no stub for ${path}`, data: null }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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
