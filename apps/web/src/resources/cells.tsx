/**
 * How one field's value is shown in a list cell or a detail item, by its kind. Empty values show the
 * shell's dash; images use the shell's Picture (default-image fallback).
 */
import type { Locale, ResourceField, ResourceRow } from '@console/contract';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { formatDateValue } from '../i18n/dates.ts';
import { translate } from '../i18n/index.ts';
import { isEmptyValue } from '../shell/emptyValue.ts';
import { Picture } from '../shell/Picture.tsx';
import { Placeholder } from '../shell/Placeholder.tsx';
import { ExpiryDate } from './ExpiryDate.tsx';

/** What the date pickers take and show while typing (to the second); lists and details write i18n/dates.ts's. */
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** A date as the app writes it in the language chosen (i18n/dates.ts). */
export function formatDate(value: unknown, withTime: boolean, locale?: Locale): string {
  if (isEmptyValue(value)) return '';
  return formatDateValue(value, withTime, locale);
}

/** JSON on one line, cut to `max` characters. */
export function compactJson(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Plain text of an HTML fragment (list cells never render markup). */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fileName(url: string): string {
  return decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);
}

export interface CellOptions {
  locale: Locale;
  /** Detail view: longer texts, pretty JSON, rich text rendered (sandboxed). */
  detail?: boolean;
  /** Replaces the boolean mark of this field (the enable switch of the list). */
  booleanControl?: (row: ResourceRow) => ReactNode;
}

function booleanMark(value: boolean, locale: Locale): ReactNode {
  return value ? <Tag color="success">{translate(locale, 'yes')}</Tag> : <Tag>{translate(locale, 'no')}</Tag>;
}

function referenceLabels(row: ResourceRow, field: ResourceField): string[] {
  const labels = row.$labels?.[field.name];
  if (Array.isArray(labels)) return labels.filter((l) => !isEmptyValue(l));
  if (typeof labels === 'string' && labels !== '') return [labels];
  const value = row[field.name];
  // No title known: show the id rather than nothing.
  if (Array.isArray(value)) return value.map(String);
  return isEmptyValue(value) ? [] : [`#${String(value)}`];
}

function renderValue(field: ResourceField, row: ResourceRow, options: CellOptions): ReactNode {
  const value = row[field.name];
  const { locale, detail } = options;
  switch (field.kind) {
    case 'enum': {
      const option = field.options.find((o) => String(o.value) === String(value));
      return option ? <Tag color={option.color}>{option.label[locale]}</Tag> : <Tag>{String(value)}</Tag>;
    }
    case 'boolean':
      return options.booleanControl ? options.booleanControl(row) : booleanMark(Boolean(value), locale);
    case 'datetime':
    case 'date':
      return field.expiry ? (
        <ExpiryDate value={value} locale={locale} />
      ) : (
        formatDate(value, field.kind === 'datetime', locale)
      );
    case 'image':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer">
          <Picture
            src={String(value)}
            className="resource-thumb"
            // The link's name: it opens the picture of this field.
            alt={field.label[locale]}
            width={detail ? 96 : 36}
            height={detail ? 96 : 36}
          />
        </a>
      );
    case 'file':
      return (
        <a href={String(value)} target="_blank" rel="noreferrer">
          {fileName(String(value))}
        </a>
      );
    case 'reference':
    case 'multiReference': {
      const labels = referenceLabels(row, field);
      if (field.kind === 'reference') return labels[0] ?? '';
      return labels.map((label) => <Tag key={label}>{label}</Tag>);
    }
    case 'json':
      if (detail) return <pre className="resource-json">{JSON.stringify(value, null, 2)}</pre>;
      return (
        <Tooltip
          title={<pre className="resource-json resource-json--tip">{JSON.stringify(value, null, 2)}</pre>}
        >
          <code className="resource-json-cell">{compactJson(value)}</code>
        </Tooltip>
      );
    case 'richText':
      if (detail) {
        // No scripts, no same origin: the stored markup can do nothing but show.
        return <iframe className="resource-richtext" sandbox="" srcDoc={String(value)} title={field.name} />;
      }
      return <EllipsisText text={stripHtml(String(value))} />;
    case 'longText':
      if (detail) return <span className="resource-longtext">{String(value)}</span>;
      return <EllipsisText text={String(value)} />;
    case 'children':
      return Array.isArray(value) ? translate(locale, 'childRows', { n: value.length }) : '';
    default:
      return String(value);
  }
}

/** A long text cut to one line of at most 280 px, whole on hover (resources.css `.cell-ellipsis`). */
function EllipsisText({ text }: { text: string }) {
  return (
    <span className="cell-ellipsis" style={{ maxWidth: 280 }} title={text}>
      {text}
    </span>
  );
}

/** The value of `field` in `row` as it is shown; the dash when empty. */
export function renderCell(field: ResourceField, row: ResourceRow, options: CellOptions): ReactNode {
  const value = row[field.name];
  // A boolean false is a value, a reference may have its title without its id in the row, and a date of
  // expiry left empty means open-ended.
  const empty =
    (field.kind === 'date' || field.kind === 'datetime') && field.expiry
      ? false
      : field.kind === 'boolean'
        ? value === null || value === undefined
        : field.kind === 'reference' || field.kind === 'multiReference'
          ? referenceLabels(row, field).length === 0
          : isEmptyValue(value);
  return (
    <Placeholder value={empty ? null : true}>{empty ? null : renderValue(field, row, options)}</Placeholder>
  );
}
