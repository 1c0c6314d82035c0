/**
 * Attempts being checked right now, per key, in this process: the half of login throttling the database cannot
 * see. The throttle's counts are of settled failures only (throttle.ts); this gate makes sure no more attempts are
 * in their password check at once than those counts still allow, so parallel guesses cannot slip past a limit,
 * and it makes an attempt that would exceed the allowance WAIT for the ones in flight to settle, then decide
 * again on what they left, instead of refusing it: a right password is never refused because other attempts
 * were in flight. Nothing here is held across an await on the database, so the single PGlite connection is never
 * tied up while argon2 runs.
 */

/** What the counts allow now: a wait (> 0: refused), else how many attempts of each key may be in flight. */
export interface GateVerdict {
  waitMs: number;
  /** One per key, in the order of the keys given to `admit`. */
  allowance: readonly number[];
}

export type Admission =
  | { outcome: 'admitted'; settle(): void }
  | { outcome: 'throttled'; waitMs: number }
  /** The attempts ahead of it did not settle within the wait allowed. */
  | { outcome: 'busy' };

class KeyState {
  /** Admitted attempts not yet settled. */
  inFlight = 0;
  /** Raised at every settlement, so a verdict read while one happened is known to be stale. */
  settlements = 0;
  /** Attempts deciding, waiting or in flight on this key; the state is dropped when none is left. */
  holders = 0;
  readonly waiters = new Set<() => void>();
  /**
   * The read of the counts under way for attempts whose first key this is, and the settlements of their keys it
   * started at: attempts with the same keys share it, so many waiting behind one settlement cost one read.
   */
  reading: { before: readonly number[]; verdict: Promise<GateVerdict> } | undefined;
}

export class AttemptGate {
  readonly #keys = new Map<string, KeyState>();

  /**
   * Decides one attempt on `keys` (the first names the whole set: attempts with the same first key have the same
   * keys and the same `judge`): `judge` reads the settled counts; the attempt is admitted when no key has as many
   * in flight as the verdict allows, else it waits for one of them to settle and asks again. It gives up (busy)
   * only when none settles within `maxWaitMs`. An admitted attempt must call `settle()` once its outcome is
   * recorded where `judge` reads it.
   */
  async admit(
    keys: readonly string[],
    judge: () => Promise<GateVerdict>,
    maxWaitMs: number,
  ): Promise<Admission> {
    const states = keys.map((key) => this.#hold(key));
    const own = states[0];
    if (!own) throw new Error('an attempt needs at least one key');
    let admitted = false;
    try {
      for (;;) {
        const reading = this.#reading(own, states, judge);
        const verdict = await reading.verdict;
        if (states.some((state, i) => state.settlements !== reading.before[i])) {
          // An attempt settled while the counts were read: they may miss its failure (admitting one too many) or
          // its success (refusing a right password). Read again.
          continue;
        }
        if (verdict.waitMs > 0) return { outcome: 'throttled', waitMs: verdict.waitMs };
        const full = states.filter((state, i) => state.inFlight >= (verdict.allowance[i] ?? 0));
        if (full.length === 0) {
          for (const state of states) state.inFlight += 1;
          admitted = true;
          return { outcome: 'admitted', settle: once(() => this.#settle(keys, states)) };
        }
        if (!(await settlementOf(full, maxWaitMs))) return { outcome: 'busy' };
      }
    } finally {
      if (!admitted) this.#release(keys, states);
    }
  }

  /** The read under way for these keys when nothing settled since it began, else a new one. */
  #reading(own: KeyState, states: readonly KeyState[], judge: () => Promise<GateVerdict>) {
    const current = states.map((state) => state.settlements);
    const shared = own.reading;
    if (shared?.before.every((n, i) => n === current[i])) return shared;
    const reading = { before: current, verdict: judge() };
    own.reading = reading;
    // Forgotten once answered, so a later attempt reads afresh (time has passed); a failed read rejects for
    // every attempt sharing it, which handles it.
    reading.verdict
      .finally(() => {
        if (own.reading === reading) own.reading = undefined;
      })
      .catch(() => {});
    return reading;
  }

  /** Keys with attempts deciding, waiting or in flight (tests: nothing is left behind). */
  get activeKeys(): number {
    return this.#keys.size;
  }

  #hold(key: string): KeyState {
    let state = this.#keys.get(key);
    if (!state) {
      state = new KeyState();
      this.#keys.set(key, state);
    }
    state.holders += 1;
    return state;
  }

  #release(keys: readonly string[], states: readonly KeyState[]): void {
    states.forEach((state, i) => {
      state.holders -= 1;
      if (state.holders === 0) this.#keys.delete(keys[i] as string);
    });
  }

  #settle(keys: readonly string[], states: readonly KeyState[]): void {
    for (const state of states) {
      state.inFlight -= 1;
      state.settlements += 1;
      const waiters = [...state.waiters];
      state.waiters.clear();
      for (const wake of waiters) wake();
    }
    this.#release(keys, states);
  }
}

/** Resolves true when one of `states` settles an attempt, false after `ms`. */
function settlementOf(states: readonly KeyState[], ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (settled: boolean) => {
      clearTimeout(timer);
      for (const state of states) state.waiters.delete(wake);
      resolve(settled);
    };
    const wake = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    for (const state of states) state.waiters.add(wake);
  });
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
