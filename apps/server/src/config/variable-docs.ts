/** Every environment variable the server reads, with the line the README's configuration table shows. */
export const configDocs = [
  { name: 'PORT', default: '3000', description: 'HTTP port of the one server (web app and `/api`).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder of the embedded PostgreSQL (PGlite) database, relative to the working directory; locked by one server process at a time.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description:
      '`postgres://user:pass@host:5432/db` switches from PGlite to that PostgreSQL server (15 or newer).',
  },
  {
    name: 'ADMIN_USERNAME',
    default: 'admin',
    description: 'Username of the first admin, created on an empty database.',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset)',
    description:
      'Password of that first admin (at least 8 characters). Unset: a random one is generated and printed once in the start log.',
  },
  {
    name: 'SEED_DEMO',
    default: '1',
    description: '`0` skips the demo rows (marked 【演示】) seeded together with the first admin.',
  },
  { name: 'SESSION_TTL_HOURS', default: '12', description: 'Lifetime of a login session, in hours.' },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Server log level: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Folder of the built web app served at `/`; when missing, non-API paths say to build it.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      '`redis://[:password@]host:6379[/db]` (or `rediss://`) keeps the cache and the tracking rate limit in that Redis server, shared by every instance; unset, they live in the server process.',
  },
  {
    name: 'CACHE_MEMORY_MB',
    default: '32',
    description:
      'Most the in-process cache (no `REDIS_URL`) holds, in MB: past it, the entries used longest ago are dropped first.',
  },
  {
    name: 'PGLITE_SHARED_BUFFERS_MB',
    default: '16',
    description:
      "PGlite's buffer pool, in MB. Every page it ever held stays in the server's memory (WebAssembly's memory does not shrink); PostgreSQL's 128 MB took the demo's idle server past 450 MB.",
  },
  {
    name: 'UPLOAD_MAX_MB',
    default: '20',
    description:
      'Largest file `POST /api/upload` accepts, in MB; files are stored under `DATA_DIR/uploads` and served at `/uploads/`.',
  },
  {
    name: 'IMPORT_MAX_MB',
    default: '50',
    description:
      'Largest file the datasheet import (`POST /api/ds/cache/import`) accepts, in MB, as uploaded (an xlsx compressed).',
  },
  {
    name: 'IMPORT_MAX_UNCOMPRESSED_MB',
    default: '512',
    description:
      'Most an imported xlsx may inflate to, in MB, all its parts read together; a part declaring more, or compressed more than 100:1, is refused before it is inflated.',
  },
  {
    name: 'IMPORT_MAX_STRINGS_MB',
    default: '32',
    description:
      "Most an imported xlsx's shared-strings part may inflate to, in MB: the one part the reader keeps in memory while it reads the worksheets.",
  },
  {
    name: 'IMPORT_MAX_ROWS',
    default: '500000',
    description: 'Most rows an import file may have, all worksheets together.',
  },
  {
    name: 'IMPORT_MAX_COLUMNS',
    default: '256',
    description: 'Most columns a row of an import file may have.',
  },
  {
    name: 'IMPORT_MAX_CELL_CHARS',
    default: '32767',
    description: "Longest cell of an import file, in characters (Excel's own limit by default).",
  },
  {
    name: 'IMPORT_MAX_PDF_PAGES',
    default: '100',
    description:
      'Most pages an imported PDF datasheet may have; a longer one is refused before its pages are read.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Reverse proxies whose `X-Forwarded-For` names the client, for login throttling and the access log: a comma list of their addresses or CIDR ranges (`127.0.0.1`, `loopback`, `10.0.0.0/8`), or `true` for any sender (only when nothing but the proxy can reach the server). `false`: the connecting address counts.',
  },
  {
    name: 'BACKUP_DIR',
    default: './backups',
    description: 'Folder of the backups the server takes (scheduled, before a migration) and their record.',
  },
  {
    name: 'BACKUP_EVERY_HOURS',
    default: '0',
    description: 'Hours between scheduled backups; 0: none.',
  },
  {
    name: 'BACKUP_KEEP',
    default: '7',
    description: 'Archives kept in `BACKUP_DIR`; older ones are removed.',
  },
  {
    name: 'BACKUP_BEFORE_MIGRATE',
    default: 'auto',
    description:
      '`auto`, `take` or `skip`: the backup before a start migrates a database ([docs/operations.md](docs/operations.md)).',
  },
  {
    name: 'AI_BASE_URL',
    default: '(unset)',
    description:
      "An OpenAI-compatible provider's API root (`https://…/v1`): the console's assistant. The PDF import sends it a sheet whose tables its rules could not read (as text, with the import layout's JSON schema); unset: no assistant, such sheets are reported for hand entry.",
  },
  {
    name: 'AI_API_KEY',
    default: '(unset)',
    description: "The provider's key, sent as `Authorization: Bearer`; unset: none sent (a local provider).",
  },
  {
    name: 'AI_MODEL',
    default: '(unset)',
    description: 'The model the assistant asks; required with `AI_BASE_URL`.',
  },
  {
    name: 'LEGACY_ADMIN_URL',
    default: '(unset)',
    description:
      "The legacy back-office the AI screen's inside-proxy jump (`POST /api/php_proxy/jump`) opens, with a signed link that expires; unset: the screen says none is configured.",
  },
  {
    name: 'LEGACY_ADMIN_SECRET',
    default: '(unset)',
    description:
      'The HMAC-SHA256 key (16+ characters) signing those links, shared with the legacy back-office; required with `LEGACY_ADMIN_URL`.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: 'Bearer token of `GET /metrics` (Prometheus), 16+ characters; unset: no metrics.',
  },
  {
    name: 'API_CHECK_OUTPUT',
    default: '0',
    description:
      "`1` checks every declared endpoint's answer against its output schema (a mismatch answers 500); on in the tests.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      '`smtp://user:pass@host:587` or `smtps://…`: the server the console sends mail through (mailed exports); unset: each message is written as a `.eml` file under `DATA_DIR/mail`.',
  },
  {
    name: 'MAIL_FROM',
    default: 'console@localhost',
    description: 'Sender address of the mail the console sends.',
  },
  {
    name: 'MAP_SERVICE_KEY',
    default: '(unset)',
    description:
      'Key of the map service the web app reads at start-up when the `map.service_key` setting is not set.',
  },
] as const;
