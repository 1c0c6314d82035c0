/** Fields the content and media families share (a web address, the demo flag of rows from before families). */
import type { BooleanField, TextField } from '../types.ts';

/** An absolute http(s) address: a stream, a replay, a video file on the platform's CDN. */
export function urlField<const N extends string>(name: N, label: { zh: string; en: string }) {
  return {
    name,
    kind: 'text',
    label,
    max: 500,
    pattern: '^https?://\\S+$',
    patternMessage: {
      zh: '须为 http:// 或 https:// 开头的网址',
      en: 'Must be an http:// or https:// address',
    },
  } as const satisfies TextField;
}

/**
 * Rows the first start seeded as demonstration (【演示】): the video tables had this column before they became
 * families, and it stays so the migration only adds columns.
 */
export const isDemoField = {
  name: 'is_demo',
  kind: 'boolean',
  label: { zh: '演示数据', en: 'Demo row' },
  default: false,
  readOnly: true,
  hideInForm: true,
} as const satisfies BooleanField;
