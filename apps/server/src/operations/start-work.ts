/**
 * Work a start leaves running once the server listens, because serving does not wait for it (the search
 * index's first build over rows loaded without it): `/api/ready` reports `warm: false` until it is done, so
 * an operator, a benchmark or a test can tell a warming instance from a settled one (issue 37).
 */
export class StartWork {
  readonly #pending = new Set<string>();

  /** Counts `work` as pending under `name` until it settles (its failure is its owner's to report). */
  track(name: string, work: Promise<unknown>): void {
    this.#pending.add(name);
    work.then(
      () => this.#pending.delete(name),
      () => this.#pending.delete(name),
    );
  }

  /** The names of the work still running. */
  get pending(): string[] {
    return [...this.#pending];
  }
}
