/**
 * Which sheets the comparison shows: those a shared link names (`?dsno=A,B,C`), else the comparison list
 * of the store. Removing a column or clearing changes both, so the store never keeps what was taken away.
 */
import { DSNO_PATTERN } from '@console/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useComparisonStore } from '../../../stores/comparison.ts';

export const DSNO_PARAM = 'dsno';

/** The DSNOs of a `dsno` parameter, in its order without repeats, and the words that are not DSNOs. */
export function parseDsnoParam(raw: string | null): { dsnos: string[]; invalid: string[] } {
  const dsnos: string[] = [];
  const invalid: string[] = [];
  for (const word of (raw ?? '').split(/[\s,，]+/)) {
    const dsno = word.trim().toUpperCase();
    if (!dsno) continue;
    const list = DSNO_PATTERN.test(dsno) ? dsnos : invalid;
    if (!list.includes(dsno)) list.push(dsno);
  }
  return { dsnos, invalid };
}

/** The link that opens this comparison for someone else. */
export function shareLink(dsnos: readonly string[], location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}?${DSNO_PARAM}=${dsnos.join(',')}`;
}

export interface CompareSelection {
  /** The sheets to show, in column order. */
  dsnos: string[];
  /** The sheets come from a link rather than the store. */
  fromLink: boolean;
  /** Words of the link that are no DSNO. */
  invalid: string[];
  /** Sheets of the link the store does not hold yet. */
  notInStore: string[];
  remove: (dsno: string) => void;
  clear: () => void;
  /** Adds the link's sheets to the store. */
  loadIntoStore: () => void;
  /** Leaves the link for the store's own list. */
  showStore: () => void;
}

export function useCompareSelection(): CompareSelection {
  const [params, setParams] = useSearchParams();
  const items = useComparisonStore((s) => s.items);
  const raw = params.get(DSNO_PARAM);
  const link = useMemo(() => parseDsnoParam(raw), [raw]);
  const fromLink = link.dsnos.length > 0 || link.invalid.length > 0;
  const stored = useMemo(() => items.map((item) => item.DSNO), [items]);
  const dsnos = fromLink ? link.dsnos : stored;
  const notInStore = useMemo(
    () => (fromLink ? link.dsnos.filter((dsno) => !stored.includes(dsno)) : []),
    [fromLink, link.dsnos, stored],
  );

  const setLink = useCallback(
    (next: readonly string[] | null) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next && next.length > 0) out.set(DSNO_PARAM, next.join(','));
          else out.delete(DSNO_PARAM);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  const remove = useCallback(
    (dsno: string) => {
      const store = useComparisonStore.getState();
      if (store.items.some((item) => item.DSNO === dsno)) store.remove(dsno);
      if (fromLink) {
        const rest = link.dsnos.filter((d) => d !== dsno);
        // A link emptied by removals falls back to the store rather than showing nothing.
        setLink(rest.length > 0 ? rest : null);
      }
    },
    [fromLink, link.dsnos, setLink],
  );
  const clear = useCallback(() => {
    useComparisonStore.getState().clear();
    if (fromLink) setLink(null);
  }, [fromLink, setLink]);
  const loadIntoStore = useCallback(() => {
    const store = useComparisonStore.getState();
    for (const dsno of link.dsnos) store.add({ DSNO: dsno });
  }, [link.dsnos]);
  const showStore = useCallback(() => setLink(null), [setLink]);

  return { dsnos, fromLink, invalid: link.invalid, notInStore, remove, clear, loadIntoStore, showStore };
}
