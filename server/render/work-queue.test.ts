import { describe, expect, it } from 'vitest';

import { QueueFullError, WorkQueue } from './work-queue';

/** A promise that stays pending until `release()` is called. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('WorkQueue', () => {
  it('never runs more than its concurrency, queues up to its bound and refuses the rest', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 3 });
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, gate);
    const results = gates.map((g, index) =>
      queue
        .run(async () => {
          running += 1;
          most = Math.max(most, running);
          await g.done;
          running -= 1;
          return index;
        })
        .catch((error: unknown) => error),
    );
    await Promise.resolve();
    expect(queue.active).toBe(2);
    expect(queue.queued).toBe(3);
    expect(await results[5]).toBeInstanceOf(QueueFullError);
    for (const g of gates) g.release();
    expect(await Promise.all(results.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.active).toBe(0);
    expect(queue.queued).toBe(0);
  });

  it('frees the slot of a task that throws', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(queue.active).toBe(0);
  });

  it('drops a waiting task whose signal aborts, and lets the next one take the slot', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 2 });
    const first = gate();
    const running = queue.run(() => first.done);
    const gone = new AbortController();
    const abandoned = queue.run(() => Promise.resolve('never'), gone.signal);
    const next = queue.run(() => Promise.resolve('next'));
    gone.abort(new Error('visitor left'));
    await expect(abandoned).rejects.toThrow('visitor left');
    expect(queue.queued).toBe(1);
    first.release();
    await running;
    await expect(next).resolves.toBe('next');
  });
});
