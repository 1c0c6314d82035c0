/**
 * Rows typed from their declaration (issue 19 §4). What this file shows is checked by the compiler (`npx tsc -b`
 * type-checks packages/contract/test): a `@ts-expect-error` whose line compiles fails the build, so a use of a
 * name the declaration does not have must be a type error. The few run-time lines keep vitest's run honest.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  businessCardResource,
  chemicalCompatibilityResource,
  chemicalDsCompatibilityResource,
  companyResource,
  FieldNameOf,
  headerResource,
  ListRowOf,
  questionnaireAnswerResource,
  ResourceDef,
  ResourceRow,
  RowOf,
} from '../src/index.ts';

/** A family of every kind, declared as families are: `as const satisfies ResourceDef`. */
const sample = {
  key: 'sample',
  table: 'sample',
  base: '/sample',
  label: { zh: '样例', en: 'Sample' },
  titleField: 'grade',
  defaultSort: { field: 'grade', order: 'asc' },
  actions: ['add', 'update'],
  fields: [
    { name: 'grade', kind: 'text', label: { zh: '牌号', en: 'Grade' }, required: true },
    { name: 'note', kind: 'longText', label: { zh: '备注', en: 'Note' } },
    { name: 'count', kind: 'integer', label: { zh: '数', en: 'Count' }, required: true },
    { name: 'price', kind: 'decimal', label: { zh: '价', en: 'Price' } },
    { name: 'shown', kind: 'boolean', label: { zh: '显示', en: 'Shown' }, default: true },
    {
      name: 'state',
      kind: 'enum',
      label: { zh: '状态', en: 'State' },
      options: [
        { value: 'draft', label: { zh: '草稿', en: 'Draft' } },
        { value: 'live', label: { zh: '上线', en: 'Live' } },
      ],
      default: 'draft',
    },
    {
      name: 'level',
      kind: 'enum',
      label: { zh: '级', en: 'Level' },
      options: [
        { value: 1, label: { zh: '一', en: 'One' } },
        { value: 2, label: { zh: '二', en: 'Two' } },
      ],
    },
    { name: 'valid_to', kind: 'datetime', label: { zh: '至', en: 'Until' }, required: true },
    { name: 'seen_at', kind: 'datetime', label: { zh: '见', en: 'Seen' } },
    { name: 'company_id', kind: 'reference', target: 'company', label: { zh: '企业', en: 'Company' } },
    { name: 'tag_ids', kind: 'multiReference', target: 'tag', label: { zh: '标签', en: 'Tags' } },
    { name: 'extra', kind: 'json', label: { zh: '附加', en: 'Extra' } },
    { name: 'password_hash', kind: 'text', label: { zh: '密码', en: 'Password' }, secret: true },
    {
      name: 'rows',
      kind: 'children',
      label: { zh: '行', en: 'Rows' },
      fields: [
        { name: 'value', kind: 'decimal', label: { zh: '值', en: 'Value' }, required: true },
        { name: 'unit', kind: 'text', label: { zh: '单位', en: 'Unit' } },
      ],
    },
  ],
} as const satisfies ResourceDef;

type Sample = RowOf<typeof sample>;

describe('RowOf: a row typed from its declaration', () => {
  it('infers each field from its kind, nullability from required or a default', () => {
    expectTypeOf<Sample['id']>().toEqualTypeOf<number>();
    expectTypeOf<Sample['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['updated_at']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['grade']>().toEqualTypeOf<string>();
    // Text columns are never null: an empty text is ''.
    expectTypeOf<Sample['note']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['count']>().toEqualTypeOf<number>();
    expectTypeOf<Sample['price']>().toEqualTypeOf<number | null>();
    expectTypeOf<Sample['shown']>().toEqualTypeOf<boolean>();
    expectTypeOf<Sample['state']>().toEqualTypeOf<'draft' | 'live'>();
    expectTypeOf<Sample['level']>().toEqualTypeOf<1 | 2 | null>();
    expectTypeOf<Sample['valid_to']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['seen_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<Sample['company_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Sample['tag_ids']>().toEqualTypeOf<number[]>();
    expectTypeOf<Sample['extra']>().toEqualTypeOf<unknown>();
    expectTypeOf<Sample['rows'][number]['value']>().toEqualTypeOf<number>();
    expectTypeOf<Sample['rows'][number]['unit']>().toEqualTypeOf<string>();
    expectTypeOf<Sample['rows'][number]['id']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Sample['$labels']>['company_id']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<NonNullable<Sample['$labels']>['tag_ids']>().toEqualTypeOf<string[] | undefined>();
  });

  it('leaves out secret fields, and has no names the declaration lacks', () => {
    expectTypeOf<FieldNameOf<typeof sample>>().toEqualTypeOf<
      | 'id'
      | 'created_at'
      | 'updated_at'
      | 'grade'
      | 'note'
      | 'count'
      | 'price'
      | 'shown'
      | 'state'
      | 'level'
      | 'valid_to'
      | 'seen_at'
      | 'company_id'
      | 'tag_ids'
      | 'extra'
      | 'rows'
    >();
    expectTypeOf<Sample>().not.toHaveProperty('password_hash');
  });

  it('types the families as declared', () => {
    type Company = RowOf<typeof companyResource>;
    expectTypeOf<Company['name_zh']>().toEqualTypeOf<string>();
    expectTypeOf<Company['group_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<Company['enabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<Company['contacts'][number]['name']>().toEqualTypeOf<string>();
    type Card = RowOf<typeof businessCardResource>;
    expectTypeOf<Card['company_id']>().toEqualTypeOf<number | null>();
    // Fields from shared helpers (nameZhField, quantityField, …) keep their literal types too.
    type Header = RowOf<typeof headerResource>;
    expectTypeOf<Header['name_zh']>().toEqualTypeOf<string>();
    expectTypeOf<Header['quantity']>().toEqualTypeOf<string>();
    expectTypeOf<Header['value_kind']>().toEqualTypeOf<'number' | 'range' | 'text'>();
    // A helper generic in one field (the rated subject) keeps that field's name, so every name is typed.
    expectTypeOf<RowOf<typeof chemicalCompatibilityResource>['category_id']>().toEqualTypeOf<number>();
    expectTypeOf<RowOf<typeof chemicalDsCompatibilityResource>['ds_id']>().toEqualTypeOf<number>();
    expectTypeOf<RowOf<typeof chemicalCompatibilityResource>>().not.toHaveProperty('ds_id');
    // Options declared apart from the family (as const) keep their values.
    expectTypeOf<RowOf<typeof questionnaireAnswerResource>['channel']>().toEqualTypeOf<
      'online' | 'offline'
    >();
    // A list page leaves out the child rows declared detailOnly.
    expectTypeOf<RowOf<typeof companyResource>>().toHaveProperty('contacts');
    expectTypeOf<ListRowOf<typeof companyResource>>().not.toHaveProperty('contacts');
    expectTypeOf<ListRowOf<typeof companyResource>['name_zh']>().toEqualTypeOf<string>();
  });

  it('makes a use of a renamed field a type error', () => {
    // The declaration as it was, and as it is after `grade` was renamed to `designation`.
    const renamed = {
      ...sample,
      fields: [{ name: 'designation', kind: 'text', label: { zh: '牌号', en: 'Grade' }, required: true }],
    } as const satisfies ResourceDef;
    const gradeOf = (row: Sample) => row.grade;
    const designationOf = (row: RowOf<typeof renamed>) => row.designation;
    // @ts-expect-error `grade` is no longer declared: the stale use does not compile.
    const stale = (row: RowOf<typeof renamed>) => row.grade;
    // @ts-expect-error a name no declaration has.
    const typo = (row: Sample) => row.grade_name;
    // @ts-expect-error nor does a label of a field that is no reference.
    const label = (row: Sample) => row.$labels?.grade;
    const row = { id: 1, designation: 'PA66' } as RowOf<typeof renamed>;
    expect(designationOf(row)).toBe('PA66');
    expect([gradeOf, stale, typo, label]).toHaveLength(4);
  });

  it('is a ResourceRow, and is ResourceRow for generic code', () => {
    expectTypeOf<Sample>().toExtend<ResourceRow>();
    expectTypeOf<RowOf<ResourceDef>>().toExtend<ResourceRow>();
    expectTypeOf<ResourceRow>().toExtend<RowOf<ResourceDef>>();
    expectTypeOf<RowOf<ResourceDef>['anything']>().toEqualTypeOf<unknown>();
  });
});
