import { Writable } from 'node:stream';

import type { Request, RequestHandler, Response } from 'express';

import { compressForClient } from '../http/compress-responses';

/** What the compression middleware adds to the response: push out what it has compressed so far. */
type Flushable = Response & { flush?: () => void };

export interface PageOutputOptions {
  /** Compresses a stream of writes to the response (the compression middleware). */
  compress: RequestHandler;
  /** Keeps a copy of the uncompressed page, for the page cache. */
  keepCopy: boolean;
  /**
   * Called once, just before the headers go out: `whole` when the page is complete (sent in one
   * piece), false when its shell goes out before the rest is ready.
   */
  beforeSend?: (whole: boolean) => void;
}

/**
 * Where React's stream of a page goes on its way to the response.
 * - React writes in small pieces and calls `flush()` when it has written all it can for now (the
 *   shell, then each streamed section). The pieces go out in one write per flush: each write to
 *   a compressed response is a compressor call with a fixed cost.
 * - When React ends the page in the same pass as its first flush (the render waited for its
 *   data: the usual case), nothing has gone out yet and the whole page is compressed in one call
 *   and sent with its length. Otherwise the shell goes out through the compression stream, and
 *   the rest follows as it is ready.
 */
export class PageOutput extends Writable {
  private pending: Buffer[] = [];
  private readonly copy: Buffer[] | undefined;
  private streaming = false;
  private sendScheduled = false;
  private waitingForDrain = false;

  constructor(
    private readonly req: Request,
    private readonly res: Flushable,
    private readonly options: PageOutputOptions,
  ) {
    super({ decodeStrings: true });
    this.copy = options.keepCopy ? [] : undefined;
    res.once('close', () => {
      if (!this.destroyed) this.destroy();
    });
  }

  /**
   * Whether the shell went out before the page ended: the copy then holds React's streamed form
   * (fallbacks, hidden segments and the scripts that swap them in), not the complete document.
   */
  get streamed(): boolean {
    return this.streaming;
  }

  /** The page as React wrote it, uncompressed (with `keepCopy`). */
  page(): string {
    return Buffer.concat(this.copy ?? []).toString();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.pending.push(chunk);
    this.copy?.push(chunk);
    if (this.waitingForDrain) this.res.once('drain', () => done());
    else done();
  }

  /**
   * Called by React when it has written everything it can for now. What it wrote goes out after
   * the current pass: a page that React ends in the same pass is sent whole by `_final` instead.
   */
  flush(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    queueMicrotask(() => {
      this.sendScheduled = false;
      this.sendPending();
    });
  }

  private gone(): boolean {
    return this.destroyed || this.res.writableEnded || this.res.destroyed;
  }

  private sendPending(): void {
    if (this.pending.length === 0 || this.gone()) return;
    if (!this.streaming) {
      this.streaming = true;
      this.options.beforeSend?.(false);
      // Synchronous: the middleware only wraps the response's write and end.
      this.options.compress(this.req, this.res, () => undefined);
    }
    const body = Buffer.concat(this.pending);
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
    if (this.streaming) {
      this.sendPending();
      // The compression middleware's end takes no callback: wait for the response instead.
      this.res.once('finish', () => done());
      this.res.end();
      return;
    }
    const whole = Buffer.concat(this.pending);
    this.pending = [];
    this.options.beforeSend?.(true);
    this.res.end(compressForClient(this.req, this.res, whole), () => done());
  }
}
