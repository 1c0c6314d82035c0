/**
 * The start's steps and what each cost, printed at `LOG_LEVEL=debug` once the server listens (issue 37: a
 * restart is timed against 2 s, and a regression should show which step grew). Times are from the process's
 * own start (`performance.now()`), so the first step includes Node's boot and loading the bundle; the CPU
 * time beside each says what the step cost on a machine busy with other work, where its wall time does not.
 */
export interface StartStep {
  step: string;
  /** Milliseconds this step took. */
  ms: number;
  /** Milliseconds of CPU (user and system, every thread of the process) the step took. */
  cpuMs: number;
  /** Milliseconds since the process started, at the step's end. */
  at: number;
}

export class StartSteps {
  readonly steps: StartStep[] = [];
  #last = 0;
  #lastCpu = 0;

  /** Ends the step that began at the previous mark (or at the process's start). */
  mark(step: string): void {
    const now = performance.now();
    const { user, system } = process.cpuUsage();
    const cpu = (user + system) / 1000;
    this.steps.push({
      step,
      ms: Math.round(now - this.#last),
      cpuMs: Math.round(cpu - this.#lastCpu),
      at: Math.round(now),
    });
    this.#last = now;
    this.#lastCpu = cpu;
  }
}

export function describeStep(s: StartStep): string {
  return `start: ${s.step} ${s.ms} ms, ${s.cpuMs} ms CPU (at ${s.at} ms)`;
}
