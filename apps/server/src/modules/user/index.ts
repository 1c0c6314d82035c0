/**
 * Front-site users (/user): verification checks, marks, the mailed export, the e-mail read log and the learning
 * platform's sync. Lists, details, filters, exports and the verification workflow come from the declarations
 * (contract user/); masking contact data is the engine's (fields declared `mask`).
 */
import { endpointServer } from '../../http/endpoint.ts';
import { createMailer } from '../../integrations/mail/index.ts';
import type { ModuleContext } from '../module.ts';
import { userCheckHooks } from './checks.ts';
import { exportMailRoutes } from './export-mail.ts';
import { learningPlatformRoutes } from './learning-platform.ts';
import { mailReadRoute } from './mail-log.ts';
import { userMarkHooks, userMarkRoutes } from './marks.ts';

export function userModule({ api, db, engine, config, outsideApi }: ModuleContext): void {
  const serve = endpointServer(api, config.checkApiOutput);
  const mailer = createMailer(config);
  api.addHook('onClose', async () => mailer.close());
  userCheckHooks(engine);
  userMarkHooks(engine);
  userMarkRoutes(serve, engine);
  learningPlatformRoutes(serve, engine);
  exportMailRoutes(serve, engine, mailer, api.log);
  outsideApi((app) => mailReadRoute(app, db));
}
