/**
 * The generic form controls of decimal, date, datetime, file and JSON fields, driven through the add/edit form
 * so each test checks what the server would receive.
 */
import type { ResourceDef, ResourceRow } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceForm } from '../../src/resources/form/ResourceForm.tsx';
import { answerUploads } from '../api/fakeApi.ts';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';

/** A family with one field of each kind under test, served by the fake server's `/tags` endpoints. */
const probe: ResourceDef = {
  key: 'control_probe',
  table: 'control_probe',
  base: '/tags',
  label: { zh: '控件', en: 'Controls' },
  titleField: 'price',
  defaultSort: { field: 'id', order: 'desc' },
  actions: ['add', 'update'],
  fields: [
    { name: 'price', kind: 'decimal', label: { zh: '单价', en: 'Price' }, scale: 3, min: 0, max: 1000 },
    { name: 'released_on', kind: 'date', label: { zh: '上市日期', en: 'Released on' } },
    { name: 'published_at', kind: 'datetime', label: { zh: '发布时间', en: 'Published at' } },
    { name: 'manual', kind: 'file', label: { zh: '说明书', en: 'Manual' } },
    { name: 'extra', kind: 'json', label: { zh: '扩展', en: 'Extra' } },
  ],
};

const storedRow: ResourceRow = {
  id: 7,
  created_at: '2024-03-01T00:00:00.000Z',
  updated_at: '2024-03-01T00:00:00.000Z',
  price: 9.5,
  released_on: '2024-02-29',
  published_at: '2024-03-01T16:05:00.000Z',
  manual: '/uploads/%E8%AF%B4%E6%98%8E.pdf',
  extra: { grade: 'A' },
};

const api = startFakeApi();

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** The text input of the DatePicker in the form item labelled `label`. */
function pickerInput(label: string): HTMLInputElement {
  const item = within(screen.getByTestId('resource-form')).getByText(label).closest('.ant-form-item');
  const found = item?.querySelector('.ant-picker input');
  if (!found) throw new Error(`no picker for ${label}`);
  return found as HTMLInputElement;
}

/** Types a date the way a user does: into the picker's box, confirmed with Enter. */
function typeDate(label: string, text: string) {
  const box = pickerInput(label);
  fireEvent.mouseDown(box);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.blur(box);
}

function submit() {
  fireEvent.click(screen.getByTestId('resource-form-submit'));
}

function sent(path: string) {
  return api()
    .calls.filter((c) => c.path === path)
    .map((c) => c.body as Record<string, unknown>);
}

async function openAdd() {
  renderRoute('/f', '/f', <ResourceForm def={probe} open onClose={() => {}} />);
  await screen.findByTestId('resource-form');
}

beforeEach(() => {
  serveFamily(api(), probe, [{ ...storedRow }]);
  answerUploads(api());
});

describe('decimal control', { timeout: 30_000 }, () => {
  it('keeps the declared scale and sends a number', async () => {
    await openAdd();
    fireEvent.change(input('field-price'), { target: { value: '12.34567' } });
    fireEvent.blur(input('field-price'));
    await waitFor(() => expect(input('field-price').value).toBe('12.346'));
    submit();
    await waitFor(() => expect(sent('/tags/add')).toHaveLength(1));
    expect(sent('/tags/add')[0]?.price).toBe(12.346);
  });

  it('refuses a value outside min / max before anything is sent', async () => {
    await openAdd();
    fireEvent.change(input('field-price'), { target: { value: '-1' } });
    submit();
    expect(await screen.findByText('单价不能小于 0')).toBeTruthy();
    fireEvent.change(input('field-price'), { target: { value: '1000.5' } });
    submit();
    expect(await screen.findByText('单价不能大于 1000')).toBeTruthy();
    expect(sent('/tags/add')).toHaveLength(0);
    fireEvent.change(input('field-price'), { target: { value: '1000' } });
    submit();
    await waitFor(() => expect(sent('/tags/add')[0]?.price).toBe(1000));
  });
});

describe('date and datetime controls', { timeout: 30_000 }, () => {
  it('send a date as YYYY-MM-DD and a moment as an ISO instant', async () => {
    await openAdd();
    typeDate('上市日期', '2024-05-06');
    await waitFor(() => expect(pickerInput('上市日期').value).toBe('2024-05-06'));
    typeDate('发布时间', '2024-05-06 08:30:00');
    await waitFor(() => expect(pickerInput('发布时间').value).toBe('2024-05-06 08:30:00'));
    submit();
    await waitFor(() => expect(sent('/tags/add')).toHaveLength(1));
    const body = sent('/tags/add')[0];
    expect(body?.released_on).toBe('2024-05-06');
    // The admin typed local time; the server stores the instant, with its offset (Z).
    expect(body?.published_at).toBe(dayjs('2024-05-06 08:30:00').toISOString());
  });

  it('show a stored row in local time and send nothing when untouched, null when cleared', async () => {
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={probe} id={7} open onClose={closed} />);
    await waitFor(() => expect(pickerInput('上市日期').value).toBe('2024-02-29'));
    expect(pickerInput('发布时间').value).toBe(
      dayjs('2024-03-01T16:05:00.000Z').format('YYYY-MM-DD HH:mm:ss'),
    );
    const item = pickerInput('上市日期').closest('.ant-form-item') as HTMLElement;
    fireEvent.mouseDown(item.querySelector('.ant-picker-clear') as HTMLElement);
    fireEvent.click(item.querySelector('.ant-picker-clear') as HTMLElement);
    await waitFor(() => expect(pickerInput('上市日期').value).toBe(''));
    submit();
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent('/tags/update')).toEqual([
      { id: 7, released_on: null, updated_at: '2024-03-01T00:00:00.000Z' },
    ]);
  });
});

describe('file control', { timeout: 30_000 }, () => {
  it('uploads, then shows the file link; removing clears the value', async () => {
    await openAdd();
    const box = screen.getByTestId('upload-manual');
    expect(within(box).queryByRole('link')).toBeNull();
    const file = new File(['%PDF-1.4'], 'x.png', { type: 'image/png' });
    fireEvent.change(box.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    const link = await within(box).findByRole('link', { name: 'x.png' });
    expect(link.getAttribute('href')).toBe('/uploads/x.png');
    expect(sent('/upload')).toHaveLength(1);

    fireEvent.click(within(box).getByRole('button', { name: /移除/ }));
    await waitFor(() => expect(within(box).queryByRole('link')).toBeNull());
    submit();
    await waitFor(() => expect(sent('/tags/add')).toHaveLength(1));
    expect(sent('/tags/add')[0]?.manual).toBeNull();
  });

  it('shows a stored file by its decoded name', async () => {
    renderRoute('/f', '/f', <ResourceForm def={probe} id={7} open onClose={() => {}} />);
    const link = await within(await screen.findByTestId('upload-manual')).findByRole('link');
    expect(link.textContent).toBe('说明.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('JSON control', { timeout: 30_000 }, () => {
  it('refuses text that is not JSON and sends parsed JSON once it is', async () => {
    await openAdd();
    fireEvent.change(input('field-extra'), { target: { value: '{"grade": "A",' } });
    submit();
    expect(await screen.findByText('扩展不是有效的 JSON')).toBeTruthy();
    expect(sent('/tags/add')).toHaveLength(0);

    fireEvent.change(input('field-extra'), { target: { value: '{"grade": "A", "sizes": [1, 2]}' } });
    submit();
    await waitFor(() => expect(sent('/tags/add')).toHaveLength(1));
    expect(sent('/tags/add')[0]?.extra).toEqual({ grade: 'A', sizes: [1, 2] });
  });

  it('edits stored JSON as indented text', async () => {
    renderRoute('/f', '/f', <ResourceForm def={probe} id={7} open onClose={() => {}} />);
    await waitFor(() => expect(input('field-extra').value).toBe('{\n  "grade": "A"\n}'));
  });
});
