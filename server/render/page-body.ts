import { pipeline, Writable } from 'node:stream';

import type { Request, Response } from 'express';

import { encodeWhole, type StreamEncoder, streamEncoder } from '../http/compression-policy';

/**
 * 'close' listeners a streamed, compressed page's response carries: four of the server's own
 * (request log, drain, visitor, page body) and seven that Node's pipeline() adds, with room to
 * spare. Past Node's default of ten it warns of a leak on every such page, though all of them
 * go with the response.
 */
const STREAMED_RESPONSE_LISTENERS = 20;

export interface PageBodyOptions {
  /** Keeps a copy of the uncompressed page, for the page cache. */
  keepCopy: boolean;
  /**
   * Called once, just before the headers go out, to set every header but the coding's and the
   * length: with the whole page when it is complete (sent in one piece), without when its shell
   * goes out before the rest is ready.
   */
  beforeSend: (whole: Buffer | undefined) => void;
}

/**
 * The page's bytes on their way to the response, as React writes them. It decides how they
 * leave (whole or streamed) and their coding, nothing else of the answer's head.
 * - React writes in small pieces and calls `flush()` when it has written all it can for now (the
 *   shell, then each streamed section). The pieces go out in one write per flush: each write to
 *   a compressed response is a compressor call with a fixed cost.
 * - When React ends the page in the same pass as its first flush (the render waited for its
 *   data: the usual case), nothing has gone out yet and the whole page is compressed in one call
 *   and sent with its length. Otherwise the shell goes out through the compression stream, and
 *   the rest follows as it is ready.
 */
export class PageBody extends Writable {
  private pending: Buffer[] = [];
  private readonly copy: Buffer[] | undefined;
  private streaming = false;
  /** Where the streamed pieces go: the encoder, or the response itself when not compressed. */
  private sink: Writable | undefined;
  private encoder: StreamEncoder | undefined;
  private sendScheduled = false;
  private waitingForDrain = false;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly options: PageBodyOptions,
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
    if (this.waitingForDrain) this.sink!.once('drain', () => done());
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
      this.options.beforeSend(undefined);
      this.encoder = streamEncoder(this.req, this.res);
      if (this.encoder) {
        this.res.setMaxListeners(STREAMED_RESPONSE_LISTENERS);
        // A visitor who leaves ends the pipeline, which frees the encoder's native memory.
        pipeline(this.encoder.stream, this.res, () => undefined);
      }
      this.sink = this.encoder?.stream ?? this.res;
    }
    const body = Buffer.concat(this.pending);
    this.pending = [];
    const sink = this.sink!;
    const accepted = sink.write(body);
    this.encoder?.flush();
    if (!accepted && !this.waitingForDrain) {
      this.waitingForDrain = true;
      sink.once('drain', () => {
        this.waitingForDrain = false;
      });
    }
  }

  override _final(done: (error?: Error) => void): void {
    if (this.streaming) {
      this.sendPending();
      // The encoder ends the response when it has compressed the rest: wait for the response.
      this.res.once('finish', () => done());
      this.sink?.end();
      return;
    }
    const whole = Buffer.concat(this.pending);
    this.pending = [];
    this.options.beforeSend(whole);
    this.res.end(encodeWhole(this.req, this.res, 'page', whole), () => done());
  }
}
