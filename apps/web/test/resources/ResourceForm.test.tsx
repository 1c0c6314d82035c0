import {
  adminUserResource,
  cacheRuleResource,
  type ResourceDef,
  type ResourceRow,
  ResultCode,
  settingKeyResource,
  tagResource,
} from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceForm } from '../../src/resources/form/ResourceForm.tsx';
import { fieldRules } from '../../src/resources/form/rules.ts';
import { Refusal } from '../api/fakeApi.ts';
import { type FamilyRows, serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

const tag = tagResource as ResourceDef;
const api = startFakeApi();
let server: FamilyRows;

/** Runs the rules derived for one field through antd's own validation. */
async function errorsFor(def: ResourceDef, name: string, value: unknown, locale: 'zh' | 'en' = 'zh') {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw new Error(name);
  let errors: string[] = [];
  let done = false;
  function Probe() {
    const [form] = Form.useForm();
    useEffect(() => {
      form.setFieldsValue({ [name]: value });
      form
        .validateFields()
        .then(() => {})
        .catch((e: { errorFields: { errors: string[] }[] }) => {
          errors = e.errorFields.flatMap((f) => f.errors);
        })
        .finally(() => {
          done = true;
        });
    }, [form]);
    return (
      <Form form={form}>
        <Form.Item name={name} rules={fieldRules(field as never, locale)}>
          <input />
        </Form.Item>
      </Form>
    );
  }
  renderRoute('/x', '/x', <Probe />);
  await waitFor(() => expect(done).toBe(true));
  return errors;
}

function field(testId: string) {
  return screen.getByTestId(testId) as HTMLInputElement;
}

beforeEach(() => {
  server = serveFamily(api(), tag, tagRows(3));
});

describe('rules derived from the declaration', { timeout: 30_000 }, () => {
  it('required', async () => {
    expect(await errorsFor(tag, 'name', '')).toEqual(['请填写标签名']);
    expect(await errorsFor(tag, 'name', '   ')).toEqual(['请填写标签名']);
    expect(await errorsFor(tag, 'name', '好')).toEqual([]);
    expect(await errorsFor(tag, 'type', undefined, 'en')).toEqual(['Type is required']);
  });

  it('max length and number bounds', async () => {
    expect(await errorsFor(tag, 'name', 'x'.repeat(33))).toEqual(['标签名最多 32 个字符']);
    expect(await errorsFor(tag, 'name', 'x'.repeat(32))).toEqual([]);
    expect(await errorsFor(tag, 'sort', 100001)).toEqual(['排序不能大于 100000']);
    expect(await errorsFor(tag, 'sort', -1)).toEqual(['排序不能小于 0']);
    expect(await errorsFor(adminUserResource as ResourceDef, 'username', 'a')).toEqual([
      '用户名至少 2 个字符',
    ]);
  });

  it('pattern, with the declared message', async () => {
    expect(await errorsFor(settingKeyResource as ResourceDef, 'key', 'Bad Key')).toEqual([
      '键: 只能包含小写字母、数字、点、下划线和连字符',
    ]);
    expect(await errorsFor(settingKeyResource as ResourceDef, 'key', 'map.service_key')).toEqual([]);
    expect(await errorsFor(cacheRuleResource as ResourceDef, 'pattern', 'a b', 'en')).toEqual([
      'Key pattern: letters, digits and : _ . * - only',
    ]);
  });
});

describe('ResourceForm', { timeout: 30_000 }, () => {
  it('adds a row from the declared defaults, refusing an empty form first', async () => {
    const saved = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={tag} open onClose={() => {}} onSaved={saved} />);
    const drawer = await screen.findByTestId('resource-form');
    expect(within(drawer).getByText('新增标签')).toBeTruthy();
    // Read-only fields are not in the add form.
    expect(within(drawer).queryByText('创建时间')).toBeNull();
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await within(drawer).findByText('请填写标签名')).toBeTruthy();
    expect(within(drawer).getByText('请填写类型')).toBeTruthy();
    expect(api().calls.some((c) => c.path === '/tags/save')).toBe(false);

    fireEvent.change(field('field-name'), { target: { value: '新标签' } });
    fireEvent.mouseDown(within(screen.getByTestId('field-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('企业'));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    // Tags declare `save`: the form adds through it, the action in the body.
    expect(api().calls.find((c) => c.path === '/tags/save')?.body).toEqual({
      action: 'add',
      name: '新标签',
      type: 4,
      description: null,
      sort: 0,
      enabled: true,
    });
  });

  it('shows the server message next to the field it names', async () => {
    server.failing.set('/tags/save', new Refusal(ResultCode.conflict, '标签名 在该类型下已存在'));
    renderRoute('/f', '/f', <ResourceForm def={tag} open onClose={() => {}} />);
    await screen.findByTestId('resource-form');
    fireEvent.change(field('field-name'), { target: { value: '标签2' } });
    fireEvent.mouseDown(within(screen.getByTestId('field-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('客户'));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    const alert = await screen.findByTestId('resource-form-error');
    expect(alert.textContent).toContain('标签名 在该类型下已存在');
    // …and on the field itself.
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        '标签名 在该类型下已存在',
      ),
    );
  });

  it('edits: loads the row, shows read-only fields disabled, sends only what changed', async () => {
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={tag} id={2} open onClose={closed} />);
    await waitFor(() => expect(field('field-name').value).toBe('标签2'));
    expect(within(screen.getByTestId('resource-form')).getByText('编辑标签')).toBeTruthy();
    const created = within(screen.getByTestId('resource-form'))
      .getByText('创建时间')
      .closest('.ant-form-item');
    expect(created?.querySelector('.ant-picker-disabled input')).not.toBeNull();
    fireEvent.change(field('field-name'), { target: { value: '改名' } });
    fireEvent.click(screen.getByTestId('field-enabled'));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api().calls.find((c) => c.path === '/tags/save')?.body).toEqual({
      action: 'update',
      id: 2,
      name: '改名',
      enabled: false,
      // The version it was made on: the row's updated_at as the form read it.
      updated_at: '2024-03-05T08:00:00.000Z',
    });
  });

  it('shows a colleague’s change when the save was refused as stale, and overwrites on the version it showed', async () => {
    const closed = vi.fn();
    const theirs = {
      ...(server.rows[1] as ResourceRow),
      description: '同事写的说明',
      updated_at: '2024-03-06T09:30:00.000Z',
    };
    server.failing.set(
      '/tags/save',
      new Refusal(ResultCode.stale, '标签「标签2」在你打开后已被「李雷」修改，未保存你的更改', {
        current: theirs,
        changed_by: '李雷',
        changed_at: '2024-03-06T09:30:00.000Z',
      }),
    );
    renderRoute('/f', '/f', <ResourceForm def={tag} id={2} open onClose={closed} />);
    await waitFor(() => expect(field('field-name').value).toBe('标签2'));
    fireEvent.change(field('field-name'), { target: { value: '我的名字' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    const notice = await screen.findByTestId('stale-row');
    expect(notice.textContent).toContain('李雷');
    // Their change (the description) and mine (the name), each on its own line.
    expect(within(notice).getByTestId('stale-row-theirs').textContent).toContain('同事写的说明');
    expect(notice.textContent).toContain('我的名字');
    expect(closed).not.toHaveBeenCalled();

    server.failing.delete('/tags/save');
    fireEvent.click(screen.getByTestId('stale-row-overwrite'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(
      api()
        .calls.filter((c) => c.path === '/tags/save')
        .at(-1)?.body,
    ).toEqual({
      action: 'update',
      id: 2,
      name: '我的名字',
      updated_at: '2024-03-06T09:30:00.000Z',
    });
  });

  it('sends the loaded child rows back with their ids, so the server changes them in place', async () => {
    const withRows: ResourceDef = {
      ...tag,
      key: 'tag_with_rows',
      actions: ['update'],
      fields: [
        tag.fields[0] as ResourceDef['fields'][number],
        {
          name: 'items',
          kind: 'children',
          label: { zh: '明细', en: 'Items' },
          fields: [
            { name: 'property', kind: 'text', label: { zh: '属性', en: 'Property' }, required: true },
            { name: 'value', kind: 'decimal', label: { zh: '数值', en: 'Value' } },
          ],
        },
      ],
    };
    server.rows.push({
      id: 9,
      created_at: '2024-03-01T00:00:00.000Z',
      updated_at: '2024-03-01T00:00:00.000Z',
      name: '有明细',
      items: [
        { id: 11, property: '熔点', value: 1 },
        { id: 12, property: '硬度', value: 80 },
      ],
    });
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={withRows} id={9} open onClose={closed} />);
    const rows = await screen.findByTestId('children-items');
    await waitFor(() => expect(within(rows).getAllByTestId('field-value')).toHaveLength(2));
    const first = within(rows).getAllByTestId('field-value')[0] as HTMLInputElement;
    fireEvent.change(first, { target: { value: '2' } });
    fireEvent.blur(first);
    fireEvent.click(within(rows).getByLabelText('移除 #2'));
    await waitFor(() => expect(within(rows).getAllByTestId('field-value')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api().calls.find((c) => c.path === '/tags/update')?.body).toEqual({
      id: 9,
      items: [{ id: 11, property: '熔点', value: 2 }],
      updated_at: '2024-03-01T00:00:00.000Z',
    });
  });

  it('does not call the server when nothing changed', async () => {
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={tag} id={1} open onClose={closed} />);
    await waitFor(() => expect(field('field-name').value).toBe('标签1'));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api().calls.some((c) => c.path === '/tags/save')).toBe(false);
  });
});
