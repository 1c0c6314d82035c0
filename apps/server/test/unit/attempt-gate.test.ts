/**
 * The gate on its own, over a counter held in the test instead of the database: parallel guesses get no more
 * checks than the counts allow, right passwords are never refused because of attempts in flight, a verdict read
 * while an attempt settled is read again, and waiting is bounded.
 */
import { describe, expect, it } from 'vitest';
import { AttemptGate, type GateVerdict } from '../../src/modules/admin-user/attempt-gate.ts';

const FREE = 5;

/** One key's settled failures: free ones first, then any failure refuses further attempts (a wait). */
class Failures {
  count = 0;
  checks = 0;
  reads = 0;
  async verdict(): Promise<GateVerdict> {
    this.reads += 1;
    await tick();
    return { waitMs: this.count >= FREE ? 30_000 : 0, allowance: [FREE - this.count] };
  }
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A guess through the gate: the check takes a few ms; a wrong guess is a failure, a right one clears them. */
async function guess(gate: AttemptGate, failures: Failures, right: boolean, maxWaitMs = 5_000) {
  const admission = await gate.admit(['pair'], () => failures.verdict(), maxWaitMs);
  if (admission.outcome !== 'admitted') return admission.outcome;
  try {
    failures.checks += 1;
    await tick(1 + Math.floor(Math.random() * 5));
    failures.count = right ? 0 : failures.count + 1;
    return right ? 'right' : 'wrong';
  } finally {
    admission.settle();
  }
}

describe('attempt gate', () => {
  it('lets 30 parallel wrong guesses make only the free number of checks', async () => {
    const gate = new AttemptGate();
    const failures = new Failures();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => guess(gate, failures, false)));
    expect(failures.checks).toBe(FREE);
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(FREE);
    expect(outcomes.filter((o) => o === 'throttled')).toHaveLength(30 - FREE);
    // Attempts of the same keys share a read of the counts: about one per settlement, not one per waiter each time.
    expect(failures.reads).toBeLessThan(3 * FREE);
    expect(gate.activeKeys).toBe(0);
  });

  it('admits 20 right guesses in parallel after 3 wrong ones: they wait for each other, never refused', async () => {
    const gate = new AttemptGate();
    const failures = new Failures();
    for (let i = 0; i < 3; i++) await guess(gate, failures, false);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => guess(gate, failures, true)));
    expect(outcomes).toEqual(Array(20).fill('right'));
    expect(gate.activeKeys).toBe(0);
  });

  it('reads the counts again when an attempt settled while they were being read', async () => {
    const gate = new AttemptGate();
    let count = FREE - 1;
    let reads = 0;
    let releaseRead = () => {};
    const judge = async (): Promise<GateVerdict> => {
      reads += 1;
      const seen = count;
      if (reads === 1) await new Promise<void>((resolve) => (releaseRead = resolve));
      return { waitMs: seen >= FREE ? 30_000 : 0, allowance: [FREE - seen] };
    };
    const first = await gate.admit(['pair'], async () => ({ waitMs: 0, allowance: [1] }), 1_000);
    expect(first.outcome).toBe('admitted');
    // The second attempt reads the counts before the first one's failure is recorded...
    const second = gate.admit(['pair'], judge, 1_000);
    await tick();
    // ...which is recorded and settled while that read is still out: what it read is stale (one free failure
    // left, nothing in flight) and would admit a sixth guess.
    count = FREE;
    if (first.outcome === 'admitted') first.settle();
    releaseRead();
    expect(await second).toEqual({ outcome: 'throttled', waitMs: 30_000 });
    expect(reads).toBe(2);
  });

  it('answers busy when the attempts ahead do not settle within the wait allowed', async () => {
    const gate = new AttemptGate();
    const judge = async (): Promise<GateVerdict> => ({ waitMs: 0, allowance: [1, 20] });
    const stuck = await gate.admit(['pair A', 'address'], judge, 1_000);
    expect(stuck.outcome).toBe('admitted');
    expect(await gate.admit(['pair A', 'address'], judge, 30)).toEqual({ outcome: 'busy' });
    // Another pair of the same address is not held up by it.
    const other = await gate.admit(['pair B', 'address'], judge, 30);
    expect(other.outcome).toBe('admitted');
    for (const admission of [stuck, other]) if (admission.outcome === 'admitted') admission.settle();
    expect(gate.activeKeys).toBe(0);
  });
});
