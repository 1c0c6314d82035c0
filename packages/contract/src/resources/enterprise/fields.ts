/** Fields the enterprise families share, declared once. */
import {
  type FieldExtra as Extra,
  type NoFieldExtra as NoExtra,
  type FieldOverride as Override,
  overrideField as override,
} from '../field-override.ts';
import type { ReferenceField, ScalarField, TextField } from '../types.ts';

/**
 * A place on the map as latitude and longitude (WGS-84 degrees). Plain numbers: the console shows a map
 * preview beside them when a map-service key is configured, and the numbers alone when not.
 */
export const locationFields = [
  {
    name: 'latitude',
    kind: 'decimal',
    label: { zh: '纬度', en: 'Latitude' },
    min: -90,
    max: 90,
    scale: 6,
    precision: 9,
    width: 100,
  },
  {
    name: 'longitude',
    kind: 'decimal',
    label: { zh: '经度', en: 'Longitude' },
    min: -180,
    max: 180,
    scale: 6,
    precision: 10,
    width: 100,
  },
] as const satisfies readonly ScalarField[];

export const addressField = {
  name: 'address',
  kind: 'text',
  label: { zh: '地址', en: 'Address' },
  max: 300,
  filter: 'contains',
} as const satisfies TextField;

/** The company a row belongs to; a company with such rows cannot be deleted (the refusal names them). */
const ownerCompany = {
  name: 'company_id',
  kind: 'reference',
  target: 'company',
  label: { zh: '企业', en: 'Company' },
  required: true,
  list: true,
  filter: 'exact',
  width: 200,
} as const satisfies ReferenceField;

export function ownerCompanyField<const E extends Extra<ReferenceField> = NoExtra>(
  extra: E = {} as E,
): Override<typeof ownerCompany, NoInfer<E>> {
  return override(ownerCompany, extra);
}

export const phoneField = {
  name: 'phone',
  kind: 'text',
  label: { zh: '电话', en: 'Phone' },
  max: 32,
  pattern: '^[0-9+()\\- ]*$',
  patternMessage: { zh: '只能包含数字、空格和 + - ( )', en: 'digits, spaces and + - ( ) only' },
  list: true,
  filter: 'contains',
  width: 140,
} as const satisfies TextField;

export const emailField = {
  name: 'email',
  kind: 'text',
  label: { zh: '邮箱', en: 'E-mail' },
  max: 200,
  pattern: '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$',
  patternMessage: { zh: '不是有效的邮箱地址', en: 'is not a valid e-mail address' },
  list: true,
  filter: 'contains',
  width: 180,
} as const satisfies TextField;

export const websiteField = {
  name: 'website',
  kind: 'text',
  label: { zh: '网站', en: 'Website' },
  max: 255,
  pattern: '^(https?://\\S+)?$',
  patternMessage: { zh: '应以 http:// 或 https:// 开头', en: 'must start with http:// or https://' },
} as const satisfies TextField;
