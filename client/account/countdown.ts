/**
 * The resend countdown: started after a successful send, it ticks once a
 * second from N to 1 and then ends, when the button is enabled again. Framework-free so it can
 * outlive a closed dialog and be tested with fake timers.
 */
export interface Countdown {
  /** Seconds left; 0 when idle. */
  remaining(): number;
  start(seconds: number): void;
  stop(): void;
  subscribe(listener: () => void): () => void;
}

const SECOND_MS = 1000;

export function createCountdown(now: () => number = Date.now): Countdown {
  let endsAt = 0;
  let left = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    endsAt = 0;
    if (left !== 0) {
      left = 0;
      emit();
    }
  };

  // Measured against the clock, not by counting ticks: a throttled background tab stays right.
  const tick = () => {
    const next = Math.max(0, Math.ceil((endsAt - now()) / SECOND_MS));
    if (next === 0) {
      stop();
      return;
    }
    if (next !== left) {
      left = next;
      emit();
    }
  };

  return {
    remaining: () => left,
    start(seconds) {
      clearInterval(timer);
      endsAt = now() + seconds * SECOND_MS;
      left = seconds;
      emit();
      timer = setInterval(tick, SECOND_MS);
    },
    stop,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
