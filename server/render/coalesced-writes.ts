import { Writable } from 'node:stream';

import type { Response } from 'express';

/** What the compression middleware adds to the response: push out what it has compressed so far. */
type Flushable = Response & { flush?: () => void };

/**
 * A destination for React's stream that passes its output on to `res` in one write per flush.
 * React writes a page in small pieces (a few KB each) and calls `flush()` when it has written all
 * it can for now (the shell, then each streamed boundary). Each write to a compressed response is
 * a compressor call with a fixed cost, which made compression a fifth of an uncached render's CPU;
 * gathered, a page is compressed in one call per flush, and the shell still leaves as soon as it
 * is ready.
 */
export class CoalescedWrites extends Writable {
  private pending: Buffer[] = [];
  private waitingForDrain = false;

  constructor(private readonly res: Flushable) {
    super({ decodeStrings: true });
    res.once('close', () => {
      if (!this.destroyed) this.destroy();
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.pending.push(chunk);
    if (!this.waitingForDrain) {
      done();
      return;
    }
    this.res.once('drain', () => done());
  }

  /** Called by React when it has written everything it can for now. */
  flush(): void {
    if (this.pending.length === 0) return;
    // The visitor left: nothing can be written, and the render is being stopped.
    if (this.destroyed || this.res.writableEnded || this.res.destroyed) {
      this.pending = [];
      return;
    }
    const body = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    const accepted = this.res.write(body);
    this.res.flush?.();
    if (!accepted && !this.waitingForDrain) {
      this.waitingForDrain = true;
      this.res.once('drain', () => {
        this.waitingForDrain = false;
      });
    }
  }

  override _final(done: (error?: Error) => void): void {
    const rest = this.pending.length > 0 ? Buffer.concat(this.pending) : undefined;
    this.pending = [];
    this.res.end(rest, () => done());
  }
}
