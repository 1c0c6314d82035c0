/** What `POST /api/upload` accepts and answers. */
export interface UploadedFile {
  /** Where the file is served, relative to the site root (`/uploads/…`). */
  url: string;
  /** The name the file had on the uploader's machine. */
  name: string;
  size: number;
  mime: string;
}

export const UPLOAD_URL_PREFIX = '/uploads/';

/** Accepted types, by MIME type, with the extension the stored file gets. SVG is refused: it can carry script. */
export const uploadTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/zip': 'zip',
} as const;

export const imageMimeTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Cache-rule keys and their groups (`/system/cache/keys`). */
export interface CacheKeyInfo {
  key: string;
  /** Seconds left; null when the key does not expire. */
  ttl: number | null;
}

/** What `GET /system/cache/keys` answers: `truncated` when more keys match than `limit`. */
export interface CacheKeyList {
  keys: CacheKeyInfo[];
  truncated: boolean;
}
