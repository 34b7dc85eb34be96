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

/**
 * Info lines leave in batches of this many bytes (about ten request lines), or within
 * `STDOUT_FLUSH_MS` when traffic is light. Measured with `npm run bench:ab` on cached pages: one
 * write a line was about 15 % of the server's CPU per request, most of it the write call itself.
 */
const STDOUT_BATCH_BYTES = 4096;
const STDOUT_FLUSH_MS = 250;

/**
 * Debug and info lines to stdout, warnings and errors to stderr, through pino's own destinations:
 * stdout asynchronously and in batches (pino writes what is left when the process exits), stderr
 * synchronously, so that an error is on record even if the process dies next.
 */
function consoleDestination(): DestinationStream {
  return pino.multistream(
    [
      {
        level: 'debug',
        stream: pino.destination({
          dest: 1,
          sync: false,
          minLength: STDOUT_BATCH_BYTES,
          periodicFlush: STDOUT_FLUSH_MS,
        }),
      },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

/**
 * pino's ISO time, made once per millisecond: under load many lines share one. Measured in an
 * interleaved A/B (`npm run bench:ab`, 3 rounds × 2 pairs, pino's own destinations on both
 * sides): with `pino.stdTimeFunctions.isoTime` instead, the cached-page and campaign rows cost
 * 1.11–1.19× the CPU per request; with this, 1.01–1.12× against the earlier hand-batched writer,
 * every range holding 1.
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
