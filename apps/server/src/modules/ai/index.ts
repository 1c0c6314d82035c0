/**
 * The AI assistant (issue 23, `/ai`): the provider's model list, the streamed chat with tools that read the
 * console as the asking admin, AI filters, and the inside-proxy jump. The provider is read from the
 * configuration at each call (`config.ai`, AI_* variables), so a console without one still serves every route
 * and says what to set.
 */
import {
  AI_PROVIDER_VARIABLES,
  aiConversationResource,
  aiEndpoints,
  aiMessageResource,
  ResultCode,
} from '@console/contract';
import { AppError } from '../../core/errors.ts';
import { requireAdmin } from '../../http/auth.ts';
import { endpointServer } from '../../http/endpoint.ts';
import { streamServer } from '../../http/stream-endpoint.ts';
import { listModels, ProviderError } from '../../integrations/ai/provider.ts';
import type { ModuleContext } from '../module.ts';
import { chat, unconfigured } from './chat.ts';
import { aiFilterHooks, translateFilter } from './filters.ts';
import { jumpLink } from './proxy-jump.ts';

export function aiModule({ api, db, engine, config }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  const serveStream = streamServer(api, config.checkApiOutput);

  // Conversations and their messages belong to the admin who asked (ownerField narrows every read).
  for (const def of [aiConversationResource, aiMessageResource]) {
    engine.hooks.add(def.key, {
      beforeWrite: ({ action, admin }) => (action === 'add' ? { owner_id: admin?.uid ?? null } : undefined),
    });
  }
  aiFilterHooks(engine);

  serve(aiEndpoints.models, async (_input, request) => {
    const provider = config.ai;
    if (!provider) {
      return {
        configured: false,
        variables: [...AI_PROVIDER_VARIABLES],
        default_model: null,
        models: [],
        provider: null,
      };
    }
    let models: string[];
    try {
      models = await listModels(provider);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.warn({ err: error }, 'AI provider: no model list');
      throw new AppError(ResultCode.failed, {
        zh: `AI 服务出错：${error.message}`,
        en: `The AI provider failed: ${error.message}`,
      });
    }
    return {
      configured: true,
      variables: [...AI_PROVIDER_VARIABLES],
      default_model: provider.model,
      models: [provider.model, ...models.filter((id) => id !== provider.model)],
      provider: new URL(provider.baseUrl).host,
    };
  });

  serveStream(aiEndpoints.chat, (input, request, open) =>
    chat({ api, db, engine, provider: config.ai }, input, request, open),
  );

  serve(aiEndpoints.filterTranslate, async (input) => {
    if (!config.ai) throw unconfigured();
    return translateFilter(config.ai, input);
  });

  serve(aiEndpoints.proxyJump, async (input, request) =>
    jumpLink(config.legacyAdmin, requireAdmin(request), input.target),
  );
}
