/**
 * The security headers of every answer (the web app's files, `/api`, `/uploads`, 404s and errors alike):
 * helmet's set, with a Content-Security-Policy written out in full, plus a Permissions-Policy (helmet has
 * none). The session token lives in localStorage, where any script of the page can read it, so the policy's
 * main job is that no script but the build's own files (and the map service's loader) ever runs. Why each
 * source is allowed: docs/security.md, "Security headers".
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { UPLOAD_URL_PREFIX } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * AMap, the map service of the location picker (apps/web/src/pages/enterprise/amap.ts) and of the static map
 * of a company's location (LocationPreview.tsx). Only used when a map-service key is set, but allowed always:
 * the key is a setting an admin may change at any time, and the policy is fixed at start.
 */
const MAP_SCRIPTS = ['https://webapi.amap.com', 'https://restapi.amap.com'];
/** Its tiles, vector data, marker icons and the static map image. */
const MAP_DATA = ['https://*.amap.com', 'https://*.autonavi.com'];

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // The build's own modules only (index.html has no inline script; see the e2e check of violations), plus
  // the map service's loader and the modules and JSONP answers it loads.
  'script-src': ["'self'", ...MAP_SCRIPTS],
  'script-src-attr': ["'none'"],
  // 'unsafe-inline' because antd's CSS-in-JS, the dialogs' scroll lock, Tiptap and the map service all inject
  // <style> elements, and stored rich text keeps `style` attributes (alignment, colour). A nonce would have to
  // reach every one of those (the map service takes none) and be written into index.html per request, which
  // the precompressed delivery of index.html rules out. A style cannot read localStorage, so the token stays
  // out of reach either way.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for the small images Vite inlines (logo, default avatar) and the thumbnails antd's upload draws.
  'img-src': ["'self'", 'data:', ...MAP_DATA],
  'connect-src': ["'self'", ...MAP_DATA],
  // The map renderer parses its tiles in workers it creates from blob: URLs.
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No other site may frame the console (clickjacking of the login or of a delete button).
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful browser features the console never uses, denied to the page and to any frame in it. Only
 * features Chromium recognises: an unknown one is reported as an error in the console (and fails the e2e run).
 */
export const permissionsPolicy = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The policy of an uploaded file opened in its own tab: the same, except that Chromium shows a PDF through a
 * page of its own that embeds the file as a plugin object, which `object-src 'none'` would leave blank.
 */
export const uploadedFilePolicy = { ...contentSecurityPolicy, 'object-src': ["'self'"] };

// Written out in full: helmet's defaults add upgrade-insecure-requests, which would send every request of a
// console served over plain HTTP (a LAN address, the default `npm start`) to https.
const policyOf = (directives: Record<string, string[]>) => ({ useDefaults: false, directives });

/**
 * The headers helmet sets for `options`, computed once: its middleware writes the same headers for every
 * answer, but @fastify/helmet built it anew for each request (parsing and formatting the whole policy each
 * time, 3–4 % of a single-row read's server time; issue 37).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

const common: Readonly<HelmetOptions> = {
  xFrameOptions: { action: 'deny' },
  // The origin still goes with a cross-origin request: the map service checks its key against the domain.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  const everywhere = {
    ...helmetHeaders({ ...common, contentSecurityPolicy: policyOf(contentSecurityPolicy) }),
    'permissions-policy': permissionsPolicy,
  };
  const uploads = {
    ...helmetHeaders({
      ...common,
      contentSecurityPolicy: policyOf(uploadedFilePolicy),
      // Rich text shows its images in a sandboxed frame, whose origin is its own: `same-origin` (helmet's
      // default) would refuse them there. The files are public anyway (served without a session).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
    'permissions-policy': permissionsPolicy,
  };
  const prefix = UPLOAD_URL_PREFIX.slice(0, -1);
  // On every request, 404s and errors included, before any route's own headers (an upload's nosniff, lifetime).
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url ?? '';
    reply.headers(url === prefix || url.startsWith(UPLOAD_URL_PREFIX) ? uploads : everywhere);
  });
}
