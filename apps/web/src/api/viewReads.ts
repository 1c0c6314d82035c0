/**
 * The queries a kept-alive view reads. A hidden kept view stays mounted (KeptViews.tsx), so nothing of it
 * mounts again when it is shown; what a new mount would do for its data — read again what has gone stale —
 * is done from here instead, for this view's queries only.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export class ViewReads {
  /** Query hashes with how many of the view's hooks read each. */
  private readonly hashes = new Map<string, number>();

  /** A hook of the view reads these queries until the returned function is called. */
  read(hashes: readonly string[]): () => void {
    for (const hash of hashes) this.hashes.set(hash, (this.hashes.get(hash) ?? 0) + 1);
    return () => {
      for (const hash of hashes) {
        const left = (this.hashes.get(hash) ?? 0) - 1;
        if (left > 0) this.hashes.set(hash, left);
        else this.hashes.delete(hash);
      }
    };
  }

  /** Shown again: the view's queries that went stale while it was hidden are read again (errors stay in each query). */
  refreshStale(client: QueryClient): void {
    if (this.hashes.size === 0) return;
    void client.refetchQueries({ stale: true, predicate: (query) => this.hashes.has(query.queryHash) });
  }
}

/** The kept view a screen is rendered in; null outside kept views (they mount anew on every visit). */
export const ViewReadsContext = createContext<ViewReads | null>(null);
