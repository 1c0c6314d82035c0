/**
 * The API reference (user menu → 接口文档): the server's OpenAPI document rendered by Swagger UI, bundled
 * with the app (swagger-ui-dist, a chunk of its own loaded when this page opens, beside the document), so
 * nothing is fetched from elsewhere. "Try it out" calls go to this server with the admin's own session.
 */
import 'swagger-ui-dist/swagger-ui.css';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { authHeaders } from '../../api/request.ts';
import { useT } from '../../i18n/index.ts';
import { fetchOpenApiDocument } from './api.ts';
import './api-docs.css';

export function ApiDocsPage() {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([import('swagger-ui-dist/swagger-ui-es-bundle.js'), fetchOpenApiDocument(controller.signal)])
      .then(([{ default: SwaggerUIBundle }, spec]) => {
        if (controller.signal.aborted || !host.current) return;
        SwaggerUIBundle({
          domNode: host.current,
          spec,
          validatorUrl: null,
          deepLinking: false,
          // Tags closed: some 400 operations drawn at once would hold the page for seconds.
          docExpansion: 'none',
          defaultModelsExpandDepth: -1,
          filter: true,
          requestInterceptor: (request) => {
            request.headers = { ...request.headers, ...authHeaders() };
            return request;
          },
        });
        setState('shown');
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, []);

  return (
    <div className="api-docs" data-testid="api-docs">
      {state === 'loading' && <Spin />}
      {state === 'failed' && <Alert type="error" showIcon title={t('requestFailed')} />}
      <div ref={host} />
    </div>
  );
}
