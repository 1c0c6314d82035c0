/**
 * The rich-text control as a form control: typed text and toolbar actions become the field's HTML value.
 * Typing is simulated the way a browser delivers it to ProseMirror: the text lands in the DOM at the caret
 * and the editor reads the mutation.
 */
import type { ScalarField } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { FieldControl } from '../../src/resources/form/controls.tsx';
import { fieldRules } from '../../src/resources/form/rules.ts';
import { useLocaleStore } from '../../src/stores/locale.ts';
import { answerUploads } from '../api/fakeApi.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';

const body: ScalarField = {
  name: 'body',
  kind: 'richText',
  label: { zh: '正文', en: 'Body' },
  required: true,
};
const api = startFakeApi();
beforeEach(() => answerUploads(api()));

function Harness({ initial, disabled }: { initial?: string; disabled?: boolean }) {
  const [form] = Form.useForm();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <Form form={form} initialValues={{ body: initial }}>
      <Form.Item name="body" label={body.label[locale]} rules={fieldRules(body, locale)}>
        <FieldControl field={body} locale={locale} disabled={disabled} />
      </Form.Item>
      <Form.Item shouldUpdate noStyle>
        {() => <output data-testid="value">{String(form.getFieldValue('body') ?? '')}</output>}
      </Form.Item>
      <Button onClick={() => void form.validateFields().catch(() => {})}>check</Button>
    </Form>
  );
}

const value = () => screen.getByTestId('value').textContent;

/** Waits for the next frame: what the editor does after a change or a command has run by then. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function editor(name = '正文') {
  return screen.findByRole('textbox', { name });
}

/** Types `text` at the caret (or at the end of the first paragraph when the caret is not in a text node). */
async function type(box: HTMLElement, text: string) {
  // The editor refocuses (and puts its selection back into the DOM) a frame after a toolbar command.
  await nextFrame();
  const selection = document.getSelection();
  if (!selection) throw new Error('no selection');
  let node = selection.anchorNode;
  let offset = selection.anchorOffset;
  if (!node || node.nodeType !== Node.TEXT_NODE || !box.contains(node)) {
    const block = node && box.contains(node) && node !== box ? (node as Element) : box.querySelector('p');
    if (!block) throw new Error('no paragraph');
    const textNode = document.createTextNode('');
    const at = block.childNodes[node === block ? offset : 0] ?? null;
    if (at?.nodeName === 'BR') block.replaceChild(textNode, at);
    else block.insertBefore(textNode, at);
    node = textNode;
    offset = 0;
  }
  (node as Text).insertData(offset, text);
  selection.collapse(node, offset + text.length);
  // ProseMirror's observer reads DOM changes when they are reported (a mutation record), before the next frame.
  await nextFrame();
}

/** Puts the caret into `node` as a click would; the editor follows the DOM selection. */
async function placeCaret(node: Node | null | undefined, offset: number) {
  if (!node) throw new Error('no node');
  document.getSelection()?.collapse(node, offset);
  document.dispatchEvent(new Event('selectionchange'));
  await nextFrame();
}

/** Enter as a keyboard sends it (antd's input ignores a second Enter until the key is released). */
function enter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

const tool = (name: string) => within(screen.getByRole('toolbar')).getByRole('button', { name });

function press(box: HTMLElement, key: string, modifiers: { shiftKey?: boolean } = {}) {
  fireEvent.keyDown(box, { key, ctrlKey: true, ...modifiers });
}

describe('rich-text control', { timeout: 30_000 }, () => {
  it('typing and the bold shortcut produce the HTML value; an emptied editor is empty, so required fires', async () => {
    renderRoute('/f', '/f', <Harness />);
    const box = await editor();
    expect(box.querySelector('p')?.dataset.placeholder).toBe('请输入正文…');
    box.focus();
    await type(box, '塑料');
    await waitFor(() => expect(value()).toBe('<p>塑料</p>'));
    press(box, 'b');
    await type(box, '粒子');
    await waitFor(() => expect(value()).toBe('<p>塑料<strong>粒子</strong></p>'));

    press(box, 'a');
    fireEvent.keyDown(box, { key: 'Backspace' });
    await waitFor(() => expect(value()).toBe(''));
    fireEvent.click(screen.getByText('check'));
    expect(await screen.findByText('请填写正文')).toBeTruthy();
  });

  it('marks and blocks from the toolbar act on the selection', async () => {
    renderRoute('/f', '/f', <Harness />);
    const box = await editor();
    box.focus();
    await type(box, '改性');
    press(box, 'a');

    fireEvent.click(tool('加粗'));
    fireEvent.click(tool('斜体'));
    fireEvent.click(tool('下划线'));
    await waitFor(() => expect(value()).toBe('<p><strong><em><u>改性</u></em></strong></p>'));
    expect(tool('加粗').getAttribute('aria-pressed')).toBe('true');

    fireEvent.mouseDown(within(screen.getByRole('toolbar')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('标题 2'));
    await waitFor(() => expect(value()).toBe('<h2><strong><em><u>改性</u></em></strong></h2>'));

    fireEvent.click(tool('清除格式'));
    await waitFor(() => expect(value()).toBe('<p>改性</p>'));

    fireEvent.click(tool('无序列表'));
    await waitFor(() => expect(value()).toBe('<ul><li><p>改性</p></li></ul>'));
    fireEvent.click(tool('有序列表'));
    await waitFor(() => expect(value()).toBe('<ol><li><p>改性</p></li></ol>'));
    fireEvent.click(tool('有序列表'));
    fireEvent.click(tool('引用'));
    await waitFor(() => expect(value()).toBe('<blockquote><p>改性</p></blockquote>'));
  });

  it('undo and redo step through the changes', async () => {
    renderRoute('/f', '/f', <Harness />);
    const box = await editor();
    expect(tool('撤销').hasAttribute('disabled')).toBe(true);
    box.focus();
    await type(box, 'PA66');
    press(box, 'a');
    fireEvent.click(tool('加粗'));
    await waitFor(() => expect(value()).toBe('<p><strong>PA66</strong></p>'));
    fireEvent.click(tool('撤销'));
    await waitFor(() => expect(value()).toBe('<p>PA66</p>'));
    fireEvent.click(tool('重做'));
    await waitFor(() => expect(value()).toBe('<p><strong>PA66</strong></p>'));
    press(box, 'z');
    await waitFor(() => expect(value()).toBe('<p>PA66</p>'));
  });

  it('links: set on the selection, refused for schemes the server strips, removed again', async () => {
    renderRoute('/f', '/f', <Harness />);
    const box = await editor();
    box.focus();
    await type(box, '官网');
    press(box, 'a');
    fireEvent.click(tool('链接'));
    const input = await screen.findByRole('textbox', { name: '链接地址' });
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    enter(input);
    expect(await screen.findByText(/请输入以 http:\/\//)).toBeTruthy();
    expect(value()).toBe('<p>官网</p>');

    fireEvent.change(input, { target: { value: 'https://example.com/a' } });
    enter(input);
    await waitFor(() =>
      expect(value()).toBe('<p><a target="_blank" href="https://example.com/a">官网</a></p>'),
    );
    // The caret lands after the link (not on a selection the next key would replace), and what follows is
    // plain text.
    await type(box, '！');
    await waitFor(() =>
      expect(value()).toBe('<p><a target="_blank" href="https://example.com/a">官网</a>！</p>'),
    );
    await placeCaret(box.querySelector('a')?.firstChild, 1);

    // Mod-K opens the box on the link, with its address, and it can be removed.
    press(box, 'k');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: '链接地址' }) as HTMLInputElement).value).toBe(
        'https://example.com/a',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '取消链接' }));
    await waitFor(() => expect(value()).toBe('<p>官网！</p>'));
  });

  it('inserts an image through the upload call', async () => {
    renderRoute('/f', '/f', <Harness />);
    const box = await editor();
    box.focus();
    const input = screen.getByRole('toolbar').querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('image/png');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'x.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(value()).toContain('<img src="/uploads/x.png" alt="x.png">'));
    expect(api().calls.filter((c) => c.path === '/upload')).toHaveLength(1);
  });

  it('shows a value set from outside without reporting a change, and is read-only when disabled', async () => {
    renderRoute('/f', '/f', <Harness initial="<p>已有<strong>内容</strong></p>" disabled />);
    const box = await editor();
    await waitFor(() => expect(box.innerHTML).toBe('<p>已有<strong>内容</strong></p>'));
    expect(box.getAttribute('contenteditable')).toBe('false');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button')) {
      expect(button.hasAttribute('disabled')).toBe(true);
    }
    expect(value()).toBe('<p>已有<strong>内容</strong></p>');
  });

  it('speaks English when the app does', async () => {
    useLocaleStore.setState({ locale: 'en' });
    renderRoute('/f', '/f', <Harness />);
    const box = await editor('Body');
    expect(box.querySelector('p')?.dataset.placeholder).toBe('Enter Body…');
    expect(tool('Bold')).toBeTruthy();
    expect(tool('Insert image')).toBeTruthy();
  });
});
