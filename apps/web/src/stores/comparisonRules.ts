/**
 * The datasheet comparison list (spec §3, §4, §5), pure so it is tested without React.
 * No size limit: a former limit of 5 is disabled on purpose.
 */
export interface ComparisonItem {
  /** Datasheet number. */
  DSNO: string;
  selected: boolean;
}

/** Adds an item unless one with the same DSNO is already present. */
export function addComparisonItem(
  items: readonly ComparisonItem[],
  item: Pick<ComparisonItem, 'DSNO'> & Partial<ComparisonItem>,
): ComparisonItem[] {
  if (items.some((i) => i.DSNO === item.DSNO)) return [...items];
  return [...items, { DSNO: item.DSNO, selected: item.selected ?? false }];
}

/** Removes by DSNO; an unknown DSNO leaves the list as it is and warns on the console. */
export function removeComparisonItem(items: readonly ComparisonItem[], DSNO: string): ComparisonItem[] {
  if (!items.some((i) => i.DSNO === DSNO)) {
    console.warn(`删除失败：对比列表中没有 ${DSNO}`);
    return [...items];
  }
  return items.filter((i) => i.DSNO !== DSNO);
}

/** Marks exactly the given DSNOs as selected. */
export function syncSelectedFlags(
  items: readonly ComparisonItem[],
  selectedDSNOs: Iterable<string>,
): ComparisonItem[] {
  const selected = new Set(selectedDSNOs);
  return items.map((i) => ({ ...i, selected: selected.has(i.DSNO) }));
}
