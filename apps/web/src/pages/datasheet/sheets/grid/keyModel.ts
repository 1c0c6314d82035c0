/**
 * The grid's key model, in one place so the help panel says exactly what the handler does:
 *
 * - Enter (or Tab) — the next cell; Shift+Enter (Shift+Tab) — the previous one. In an open picker Enter
 *   takes the highlighted choice and then moves on.
 * - Enter past a row's last cell — the next row; past the last row, or the row just added, a new row whose
 *   property picker gets the focus.
 * - Alt+Insert (or Alt+N) — a new row; Ctrl+Delete (or Alt+Delete) — removes the row of the focused cell.
 * - ↑ / ↓ in a value cell — the same cell of the row above / below.
 * - Typing in a picker filters it by every word typed; Esc closes it.
 * - Ctrl+Enter (⌘+Enter) — saves the whole sheet, from anywhere on the page (handled by the editor).
 *
 * Tab keeps the browser's own order, which is the cells' order (disabled cells are skipped).
 */
import type { LocalName } from '@console/contract';

export type GridKeyAction = 'next' | 'previous' | 'up' | 'down' | 'addRow' | 'removeRow';

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
}

interface Where {
  /** The focus is in one of the grid's cells. */
  inCell: boolean;
  /** The focused cell is a picker whose list is open (Enter belongs to it). */
  selectOpen: boolean;
  inSelect: boolean;
}

export function gridKeyAction(event: KeyLike, where: Where): GridKeyAction | null {
  // An input method uses Enter to confirm what it composed.
  if (event.nativeEvent?.isComposing) return null;
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey;
  if (event.altKey && (event.key === 'Insert' || event.key.toLowerCase() === 'n')) return 'addRow';
  if (!where.inCell) return null;
  if (event.key === 'Delete' && (event.ctrlKey || event.altKey)) return 'removeRow';
  if (event.key === 'Enter' && plain) {
    if (where.selectOpen) return null;
    return event.shiftKey ? 'previous' : 'next';
  }
  if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && plain && !event.shiftKey && !where.inSelect) {
    return event.key === 'ArrowDown' ? 'down' : 'up';
  }
  return null;
}

/** Ctrl+Enter / ⌘+Enter: save. */
export function isSaveKey(event: KeyLike): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent?.isComposing;
}

/** The key model in words, for the editor's help panel. */
export const keyHelp: readonly { keys: string; does: LocalName }[] = [
  {
    keys: 'Enter / Tab',
    does: {
      zh: '下一个单元格（选择框打开时先选中高亮项）',
      en: 'Next cell (an open picker takes its highlighted choice first)',
    },
  },
  { keys: 'Shift+Enter / Shift+Tab', does: { zh: '上一个单元格', en: 'Previous cell' } },
  {
    keys: 'Enter（行末）',
    does: {
      zh: '下一行；在最后一行或刚添加的行末尾则新增一行',
      en: 'Next row; at the end of the last row or the row just added, a new row',
    },
  },
  {
    keys: 'Alt+Insert / Alt+N',
    does: { zh: '新增一行，光标进入性能选择', en: 'New row, focus on its property' },
  },
  { keys: 'Ctrl+Delete / Alt+Delete', does: { zh: '删除当前行', en: 'Remove the current row' } },
  {
    keys: '↑ / ↓',
    does: {
      zh: '数值格中：上一行 / 下一行的同一格',
      en: 'In a value cell: same cell of the row above / below',
    },
  },
  {
    keys: '输入文字 / Type',
    does: { zh: '在选择框中按关键字筛选（多个词都要匹配）', en: 'Filters a picker by every word typed' },
  },
  { keys: 'Ctrl+Enter', does: { zh: '保存整张物性表', en: 'Save the whole sheet' } },
];
