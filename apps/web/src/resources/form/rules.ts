/** Client-side validation of the form, derived from the declaration (the server checks the same again). */
import {
  type ChildrenField,
  type Locale,
  type ResourceField,
  type TextCheck,
  textChecks,
} from '@console/contract';
import type { FormRule } from 'antd';
import type { FormListProps } from 'antd/es/form';
import { type MessageKey, translate } from '../../i18n/index.ts';

const TEXT_KINDS = new Set(['text', 'longText', 'richText']);

function messages(field: ResourceField, locale: Locale) {
  const label = field.label[locale];
  return (key: MessageKey, n?: number) => translate(locale, key, n === undefined ? { label } : { label, n });
}

/** The rules of one form control (a `children` field uses `childrenRules` on its Form.List). */
export function fieldRules(field: ResourceField, locale: Locale): FormRule[] {
  const msg = messages(field, locale);
  const rules: FormRule[] = [];

  if (field.required && field.kind !== 'boolean' && field.kind !== 'children') {
    rules.push({
      required: true,
      message: msg('fieldRequired'),
      ...(TEXT_KINDS.has(field.kind) ? { whitespace: true } : {}),
      ...(field.kind === 'multiReference' ? { type: 'array' as const } : {}),
    });
  }

  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
      if (field.min !== undefined) {
        rules.push({ type: 'string', min: field.min, message: msg('fieldMinLength', field.min) });
      }
      if (field.max !== undefined) {
        rules.push({ type: 'string', max: field.max, message: msg('fieldMaxLength', field.max) });
      }
      if (field.pattern) {
        rules.push({
          pattern: new RegExp(field.pattern),
          message: field.patternMessage
            ? `${field.label[locale]}: ${field.patternMessage[locale]}`
            : msg('fieldPattern'),
        });
      }
      if (field.check) {
        const check: TextCheck = textChecks[field.check];
        rules.push({
          validator: async (_, value: unknown) => {
            if (typeof value !== 'string' || value.trim() === '') return;
            if (!check.test(check.normalize(value))) {
              throw new Error(`${field.label[locale]}: ${check.message[locale]}`);
            }
          },
        });
      }
      break;
    case 'integer':
    case 'decimal':
      if (field.min !== undefined) {
        rules.push({ type: 'number', min: field.min, message: msg('fieldMinValue', field.min) });
      }
      if (field.max !== undefined) {
        rules.push({ type: 'number', max: field.max, message: msg('fieldMaxValue', field.max) });
      }
      break;
    case 'json':
      rules.push({
        validator: async (_, value: unknown) => {
          if (typeof value !== 'string' || value.trim() === '') return;
          try {
            JSON.parse(value);
          } catch {
            throw new Error(msg('fieldJson'));
          }
        },
      });
      break;
    default:
      break;
  }
  return rules;
}

/** The rules of a `children` field's list (Form.List takes validators only): required, at most `max` rows. */
export function childrenRules(field: ChildrenField, locale: Locale): NonNullable<FormListProps['rules']> {
  const msg = messages(field, locale);
  const { required, max } = field;
  return [
    {
      validator: async (_, value: unknown) => {
        const rows = Array.isArray(value) ? value.length : 0;
        if (required && rows === 0) throw new Error(msg('fieldRequired'));
        if (max !== undefined && rows > max) throw new Error(msg('fieldMaxRows', max));
      },
    },
  ];
}
