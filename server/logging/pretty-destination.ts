/**
 * LOG_FORMAT=pretty: the same log lines, made readable for a person at a terminal by pino-pretty,
 * one line each (a request as `GET /about-us 200 12.3 ms`). pino-pretty is a development
 * dependency, loaded only when asked for, so a production install never needs it.
 */
import type { DestinationStream } from 'pino';
import type { PinoPretty } from 'pino-pretty';

import { ConfigError } from '../config/config-error';

/** The request line's fields that its message already says, or that only a collector needs. */
const REQUEST_FIELDS = [
  'requestId',
  'method',
  'route',
  'path',
  'status',
  'ms',
  'bytes',
  'pageCache',
  'ip',
  'userAgent',
  'buildId',
];

type Line = Record<string, unknown>;

/** `GET /path 200 12.3 ms (cache hit)` for a request line, the message itself for any other. */
export function prettyMessage(line: Line, messageKey: string): string {
  const message = String(line[messageKey] ?? '');
  if (typeof line.method !== 'string' || typeof line.status !== 'number') return message;
  const cache = typeof line.pageCache === 'string' ? ` (cache ${line.pageCache})` : '';
  const failed = message === 'request' ? '' : ` ${message}`;
  return `${line.method} ${String(line.path)} ${line.status} ${String(line.ms)} ms${cache}${failed}`;
}

export async function prettyDestination(
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Promise<DestinationStream> {
  let pretty: typeof PinoPretty;
  try {
    pretty = (await import('pino-pretty')).default;
  } catch {
    throw new ConfigError(
      'LOG_FORMAT=pretty needs the pino-pretty package, a development dependency: install without --omit=dev, or use LOG_FORMAT=json',
    );
  }
  return pretty({
    destination: output,
    colorize: output.isTTY === true,
    messageKey: 'message',
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: REQUEST_FIELDS.join(','),
    singleLine: true,
    // The app logs an error's message and stack as plain fields: kept on the one line.
    errorLikeObjectKeys: [],
    messageFormat: prettyMessage,
    sync: true,
  });
}
