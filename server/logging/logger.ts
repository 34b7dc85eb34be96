import { writeSync } from 'node:fs';

/** One JSON object per line on stdout/stderr: easy for container log collectors to parse. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Largest batch of info lines held before they are written, whatever the turn. */
const MAX_PENDING_BYTES = 64 * 1024;

/**
 * Info lines (one per request) are written once per turn of the event loop rather than one by
 * one: stdout is a pipe in a container, and a write to a pipe is a blocking system call each
 * time. Warnings and errors go out at once. Whatever is pending when the process exits, by
 * `process.exit` or at the end, is written first.
 */
let pending: string[] = [];
let pendingBytes = 0;
let scheduled = false;

function flushInfo(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  pendingBytes = 0;
  process.stdout.write(text);
}

process.once('exit', () => {
  if (pending.length === 0) return;
  writeSync(process.stdout.fd, pending.join(''));
  pending = [];
});

function write(level: 'info' | 'warn' | 'error', message: string, fields?: LogFields): void {
  const line = `${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`;
  if (level !== 'info') {
    // Anything held before it goes first, so the lines stay in order.
    flushInfo();
    process.stderr.write(line);
    return;
  }
  pending.push(line);
  pendingBytes += line.length;
  if (pendingBytes >= MAX_PENDING_BYTES) flushInfo();
  else if (!scheduled) {
    scheduled = true;
    setImmediate(flushInfo);
  }
}

export const consoleLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
