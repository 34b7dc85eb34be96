/** The queue was full: the caller answers 503 with Retry-After instead of waiting. */
export class QueueFullError extends Error {
  constructor() {
    super('too much work queued');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueueOptions {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a free slot; one more is refused with QueueFullError. */
  maxQueued: number;
}

/**
 * Runs at most `concurrency` tasks at once, with a short bounded queue behind them, so that any
 * mix of traffic keeps the work in progress, and the memory it holds, bounded. A task holds its
 * slot until the promise it returns settles.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `task` when a slot is free. Rejects with QueueFullError at once when the queue is full,
   * and with the signal's reason when `signal` aborts while the task still waits.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running >= this.options.concurrency) await this.waitForSlot(signal);
    else this.running += 1;
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    if (this.waiting.length >= this.options.maxQueued) throw new QueueFullError();
    signal?.throwIfAborted();
    return new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(start);
    });
  }

  /** A finished task's slot goes straight to the first waiting one, so `running` never dips. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
