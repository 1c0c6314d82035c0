/** The child-row table of a `children` field, driven through the add/edit form. */
import type { ResourceDef, ResourceRow } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceForm } from '../../src/resources/form/ResourceForm.tsx';
import { startFormSession } from './formSession.ts';
import { renderRoute } from './render.tsx';

/** A family with a child table of at most three grades, served by the fake server's `/tags` endpoints. */
const material: ResourceDef = {
  key: 'children_probe',
  table: 'children_probe',
  base: '/tags',
  label: { zh: '材料', en: 'Material' },
  titleField: 'id',
  defaultSort: { field: 'id', order: 'desc' },
  actions: ['add', 'update'],
  fields: [
    {
      name: 'grades',
      kind: 'children',
      label: { zh: '规格', en: 'Grades' },
      required: true,
      max: 3,
      fields: [
        { name: 'grade', kind: 'text', label: { zh: '牌号', en: 'Grade' }, required: true, max: 32 },
        { name: 'melt', kind: 'decimal', label: { zh: '熔指', en: 'MFR' }, scale: 1 },
        { name: 'on_sale', kind: 'boolean', label: { zh: '在售', en: 'On sale' }, default: true },
      ],
    },
  ],
};

const session = startFormSession(material);

const table = () => screen.getByTestId('children-grades');
const rows = () => table().querySelectorAll('.ant-table-tbody > tr.ant-table-row');
const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const addButton = () => within(table()).getByRole('button', { name: /添加一行/ });

function sent() {
  return session()
    .api.calls.filter((c) => c.path === '/tags/add')
    .map((c) => c.body as Record<string, unknown>);
}

async function openAdd() {
  renderRoute('/f', '/f', <ResourceForm def={material} open onClose={() => {}} />);
  await screen.findByTestId('children-grades');
}

describe('child-row table', { timeout: 30_000 }, () => {
  it('adds rows with their defaults, takes the caret to the new row, and sends every row', async () => {
    await openAdd();
    expect(rows()).toHaveLength(0);
    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(cell('牌号 #1')));
    expect(within(table()).getByRole('switch', { name: '在售 #1' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.change(cell('牌号 #1'), { target: { value: 'PA66-GF30' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '熔指 #1' }), { target: { value: '12.5' } });

    fireEvent.click(addButton());
    await waitFor(() => expect(document.activeElement).toBe(cell('牌号 #2')));
    fireEvent.change(cell('牌号 #2'), { target: { value: 'PP-H' } });
    fireEvent.click(within(table()).getByRole('switch', { name: '在售 #2' }));

    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.grades).toEqual([
      { grade: 'PA66-GF30', melt: 12.5, on_sale: true },
      { grade: 'PP-H', melt: null, on_sale: false },
    ]);
  });

  it('marks required columns and refuses an empty required cell, or no rows at all', async () => {
    await openAdd();
    const headers = Array.from(table().querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).toContain('*牌号');
    expect(headers).toContain('熔指');

    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await within(table()).findByText('请填写规格')).toBeTruthy();

    fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await within(rows()[0] as HTMLElement).findByText('请填写牌号')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('removes the chosen row and keeps the caret in the table', async () => {
    await openAdd();
    for (const grade of ['A', 'B', 'C']) {
      fireEvent.click(addButton());
      await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^牌号 #/));
      fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: grade } });
    }
    fireEvent.click(within(table()).getByRole('button', { name: '移除 #2' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect([cell('牌号 #1').value, cell('牌号 #2').value]).toEqual(['A', 'C']);
    // The row that moved up into the removed one's place has the caret.
    await waitFor(() => expect(document.activeElement).toBe(cell('牌号 #2')));

    fireEvent.click(within(table()).getByRole('button', { name: '移除 #2' }));
    fireEvent.click(within(table()).getByRole('button', { name: '移除 #1' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
  });

  it('stops adding at the declared maximum and says why', async () => {
    await openAdd();
    expect(addButton().textContent).toContain('(0/3)');
    for (let i = 0; i < 3; i++) fireEvent.click(addButton());
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(addButton().textContent).toContain('(3/3)');
    expect(addButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(addButton());
    expect(rows()).toHaveLength(3);
    expect(within(table()).getByText('规格最多 3 行')).toBeTruthy();

    fireEvent.click(within(table()).getByRole('button', { name: '移除 #3' }));
    await waitFor(() => expect(addButton().hasAttribute('disabled')).toBe(false));
    expect(within(table()).queryByText('规格最多 3 行')).toBeNull();
  });

  it('Enter in a cell moves down a row, adding one after the last', async () => {
    await openAdd();
    fireEvent.click(addButton());
    await waitFor(() => expect(document.activeElement).toBe(cell('牌号 #1')));
    fireEvent.change(cell('牌号 #1'), { target: { value: 'PC' } });
    fireEvent.keyDown(cell('牌号 #1'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(cell('牌号 #2')));

    // From a row above the last, Enter moves down without adding.
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: '熔指 #1' }), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: '熔指 #2' })),
    );
    expect(rows()).toHaveLength(2);
    // An IME confirming a composition with Enter does not move anything.
    fireEvent.keyDown(cell('牌号 #2'), { key: 'Enter', keyCode: 229, isComposing: true });
    expect(rows()).toHaveLength(2);
  });

  it('loads the stored rows into the cells when editing', async () => {
    const stored: ResourceRow = {
      id: 3,
      created_at: '2024-03-01T00:00:00.000Z',
      updated_at: '2024-03-01T00:00:00.000Z',
      grades: [
        { id: 31, grade: 'ABS', melt: 20, on_sale: false },
        { id: 32, grade: 'PS', melt: null, on_sale: true },
      ],
    };
    session().family.rows.push(stored);
    renderRoute('/f', '/f', <ResourceForm def={material} id={3} open onClose={() => {}} />);
    await waitFor(() => expect(cell('牌号 #2').value).toBe('PS'));
    expect(cell('牌号 #1').value).toBe('ABS');
    expect((screen.getByRole('spinbutton', { name: '熔指 #1' }) as HTMLInputElement).value).toBe('20.0');
    expect(within(table()).getByRole('switch', { name: '在售 #1' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(addButton().textContent).toContain('(2/3)');
  });
});
