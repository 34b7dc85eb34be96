import { writeSync } from 'node:fs';

import pino, { type DestinationStream } from 'pino';

import type { LogLevel } from './log-level';

/** One JSON object per line on stdout/stderr: easy for container log collectors to parse. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  /** Below `info`: lines an operator asks for with LOG_LEVEL=debug (probe requests, say). */
  debug?(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

export interface LoggerOptions {
  level: LogLevel;
  /** Where every line goes; by default debug and info to stdout, warnings and errors to stderr. */
  destination?: DestinationStream;
}

/** Largest batch of lines held before they are written, however recent. */
const MAX_PENDING_BYTES = 64 * 1024;
/** Longest a line waits to be written: no later than a person watching the log would notice. */
const MAX_PENDING_MS = 50;

/**
 * stdout takes the request lines in batches, at most MAX_PENDING_MS or MAX_PENDING_BYTES apart,
 * rather than one by one: stdout is a pipe in a container, and a write costs a system call. Under
 * load a batch per turn of the event loop still meant a write every request or two, a tenth of a
 * cached page's CPU with the line itself. pino's own `destination({ sync: false, minLength })`
 * with its ISO time cost about 9.5 µs more per request (a CPU profile of 50k cached pages:
 * sonic-boom's string writes and the time function), near a tenth of a cached page: this writer
 * stays until that changes. stderr takes warnings and errors at once, after
 * whatever stdout still holds, so the two stay in order. Whatever is pending when the process
 * exits, by `process.exit` or at the end, is written first.
 */
function consoleDestination(): DestinationStream {
  let pending: string[] = [];
  let pendingBytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingBytes = 0;
    process.stdout.write(text);
  };
  process.once('exit', () => {
    if (pending.length > 0) writeSync(process.stdout.fd, pending.join(''));
    pending = [];
  });
  const stdout: DestinationStream = {
    write(line: string) {
      pending.push(line);
      pendingBytes += line.length;
      if (pendingBytes >= MAX_PENDING_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        // Unref'd: a timer holding only log lines must not keep a stopping process alive.
        setTimeout(flush, MAX_PENDING_MS).unref();
      }
    },
  };
  const stderr: DestinationStream = {
    write(line: string) {
      flush();
      process.stderr.write(line);
    },
  };
  return pino.multistream(
    [
      { level: 'debug', stream: stdout },
      { level: 'warn', stream: stderr },
    ],
    { dedupe: true },
  );
}

/**
 * pino's ISO time, made once per millisecond: under load many lines share one, and formatting a
 * date is a measurable share of a cached page's cost.
 */
function isoTimeEachMillisecond(): () => string {
  let lastMs = Number.NaN;
  let field = '';
  return () => {
    const ms = Date.now();
    if (ms !== lastMs) {
      lastMs = ms;
      field = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return field;
  };
}

/** A pino logger behind the app's small interface: `time`, `level` as a word, `message`. */
export function createLogger({ level, destination = consoleDestination() }: LoggerOptions): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: isoTimeEachMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    debug: (message, fields) => logger.debug(fields ?? {}, message),
    info: (message, fields) => logger.info(fields ?? {}, message),
    warn: (message, fields) => logger.warn(fields ?? {}, message),
    error: (message, fields) => logger.error(fields ?? {}, message),
  };
}

/** Before the configuration is read (and for a caller that gives none): level `info`. */
export const consoleLogger: Logger = createLogger({ level: 'info' });

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
