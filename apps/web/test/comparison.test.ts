import { afterEach, describe, expect, it, vi } from 'vitest';
import { useComparisonStore } from '../src/stores/comparison.ts';
import { addComparisonItem, removeComparisonItem, syncSelectedFlags } from '../src/stores/comparisonRules.ts';

afterEach(() => {
  useComparisonStore.getState().clear();
  vi.restoreAllMocks();
});

describe('comparison list rules', () => {
  it('adds items and ignores a duplicate DSNO', () => {
    let items = addComparisonItem([], { DSNO: 'DS1' });
    items = addComparisonItem(items, { DSNO: 'DS2', selected: true });
    items = addComparisonItem(items, { DSNO: 'DS1', selected: true });
    expect(items).toEqual([
      { DSNO: 'DS1', selected: false },
      { DSNO: 'DS2', selected: true },
    ]);
  });

  it('has no size limit', () => {
    let items = addComparisonItem([], { DSNO: 'DS0' });
    for (let i = 1; i < 20; i++) items = addComparisonItem(items, { DSNO: `DS${i}` });
    expect(items).toHaveLength(20);
  });

  it('removes by DSNO, and warns on the console for an unknown one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = [
      { DSNO: 'DS1', selected: false },
      { DSNO: 'DS2', selected: false },
    ];
    expect(removeComparisonItem(items, 'DS1')).toEqual([{ DSNO: 'DS2', selected: false }]);
    expect(warn).not.toHaveBeenCalled();
    expect(removeComparisonItem(items, 'NOPE')).toEqual(items);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('删除失败');
  });

  it('syncs the selected flags to exactly the given DSNOs', () => {
    const items = [
      { DSNO: 'DS1', selected: true },
      { DSNO: 'DS2', selected: false },
      { DSNO: 'DS3', selected: false },
    ];
    expect(syncSelectedFlags(items, ['DS2', 'DS3']).map((i) => i.selected)).toEqual([false, true, true]);
  });
});

describe('comparison store', () => {
  it('adds, removes, syncs and clears', () => {
    const store = useComparisonStore.getState();
    store.add({ DSNO: 'A' });
    store.add({ DSNO: 'B' });
    store.add({ DSNO: 'A' });
    expect(useComparisonStore.getState().items.map((i) => i.DSNO)).toEqual(['A', 'B']);
    store.syncSelected(['B']);
    expect(useComparisonStore.getState().items).toEqual([
      { DSNO: 'A', selected: false },
      { DSNO: 'B', selected: true },
    ]);
    store.remove('A');
    expect(useComparisonStore.getState().items).toEqual([{ DSNO: 'B', selected: true }]);
    store.clear();
    expect(useComparisonStore.getState().items).toEqual([]);
  });
});
