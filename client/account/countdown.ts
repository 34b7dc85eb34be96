/**
 * The resend countdown: started after a successful send, it ticks once a
 * second from N to 1 and then ends, when the button is enabled again. Framework-free so it can
 * outlive a closed dialog and be tested with fake timers.
 */
export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining(): number;
  start(seconds: number): void;
  /** Counts down to a moment (epoch ms of `now`), e.g. one remembered from before a reload. */
  runUntil(endsAt: number): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
}

const SECOND_MS = 1000;

export function createCountdown(now: () => number = Date.now): Countdown {
  let endsAt = 0;
  let left = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    endsAt = 0;
    if (left !== 0) {
      left = 0;
      emit();
    }
  };

  // Measured against the clock, not by counting ticks: a throttled background tab stays right.
  // Each tick lands where the shown second changes, also for an end time restored mid-second.
  const tick = () => {
    const untilEnd = endsAt - now();
    const next = Math.max(0, Math.ceil(untilEnd / SECOND_MS));
    if (next === 0) {
      stop();
      return;
    }
    if (next !== left) {
      left = next;
      emit();
    }
    timer = setTimeout(tick, untilEnd % SECOND_MS || SECOND_MS);
  };

  const runUntil = (end: number) => {
    clearTimeout(timer);
    endsAt = end;
    tick();
  };

  return {
    remaining: () => left,
    start: (seconds) => runUntil(now() + seconds * SECOND_MS),
    runUntil,
    stop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
