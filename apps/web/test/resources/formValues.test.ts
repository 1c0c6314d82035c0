import { adminUserResource, type ResourceDef, tagResource } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  changedValues,
  defaultRow,
  fieldNamedIn,
  formFields,
  fromFormValues,
  toFormValues,
} from '../../src/resources/form/values.ts';

const tag = tagResource as ResourceDef;
const admin = adminUserResource as ResourceDef;

const withJson: ResourceDef = {
  ...tag,
  fields: [
    ...tag.fields,
    { name: 'extra', kind: 'json', label: { zh: '扩展', en: 'Extra' } },
    { name: 'secret_hash', kind: 'text', label: { zh: '哈希', en: 'Hash' }, secret: true },
    { name: 'internal', kind: 'text', label: { zh: '内部', en: 'Internal' }, hideInForm: true },
    {
      name: 'items',
      kind: 'children',
      label: { zh: '明细', en: 'Items' },
      fields: [{ name: 'meta', kind: 'json', label: { zh: '元', en: 'Meta' } }],
    },
  ],
};

describe('form fields', () => {
  it('leaves read-only fields out of the add form and shows them disabled when editing', () => {
    expect(formFields(tag, 'add').map((f) => f.field.name)).toEqual([
      'name',
      'type',
      'description',
      'sort',
      'enabled',
    ]);
    const edit = formFields(tag, 'edit');
    expect(edit.find((f) => f.field.name === 'created_at')).toMatchObject({ disabled: true });
    expect(edit.find((f) => f.field.name === 'name')).toMatchObject({ disabled: false });
  });

  it('never shows secret or hideInForm fields', () => {
    const names = formFields(withJson, 'edit').map((f) => f.field.name);
    expect(names).not.toContain('secret_hash');
    expect(names).not.toContain('internal');
    expect(names).toContain('extra');
  });

  it('lets an immutable field be typed when adding, not when editing', () => {
    expect(formFields(admin, 'add').find((f) => f.field.name === 'username')).toMatchObject({
      disabled: false,
    });
    expect(formFields(admin, 'edit').find((f) => f.field.name === 'username')).toMatchObject({
      disabled: true,
    });
  });

  it('starts a new row from the declared defaults', () => {
    expect(defaultRow(tag.fields)).toEqual({ sort: 0, enabled: true });
    expect(defaultRow(admin.fields)).toMatchObject({ role: 'admin', layout_roles: [], enabled: true });
  });
});

describe('form values', () => {
  const fields = formFields(withJson, 'edit');

  it('edits JSON as text, also inside child rows, and parses it back', () => {
    const row = { name: 'a', extra: { k: 1 }, items: [{ id: 3, meta: [1] }] };
    const form = toFormValues(fields, row);
    expect(form.extra).toBe('{\n  "k": 1\n}');
    expect(form.items).toEqual([{ id: 3, meta: '[\n  1\n]' }]);
    const back = fromFormValues(fields, { ...form, extra: '{"k":2}' });
    expect(back.extra).toEqual({ k: 2 });
    expect(back.items).toEqual([{ id: 3, meta: [1] }]);
    expect(back).not.toHaveProperty('created_at');
  });

  it('sends only the fields that changed', () => {
    const row = {
      id: 5,
      name: 'a',
      type: 1,
      description: null,
      sort: 0,
      enabled: true,
      extra: null,
      items: [],
    };
    const next = fromFormValues(fields, toFormValues(fields, { ...row, name: 'b', description: '' }));
    expect(changedValues(fields, row, next)).toEqual({ name: 'b' });
    expect(changedValues(fields, row, { ...next, enabled: false })).toEqual({ name: 'b', enabled: false });
  });

  it('finds the field a server message names', () => {
    expect(fieldNamedIn('标签名 已存在', fields)).toBe('name');
    expect(fieldNamedIn('Name must be unique within its type', fields)).toBe('name');
    expect(fieldNamedIn('something else', fields)).toBeUndefined();
  });
});
