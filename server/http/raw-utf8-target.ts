import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

import { REDIRECT_CACHE_CONTROL } from '../render/shared-cache-headers';

/** What Node's parser adds to the error of a request it could not parse. */
interface ParseError extends Error {
  code?: string;
  rawPacket?: Buffer;
  /** Where in `rawPacket` the parser stopped: the offending byte. */
  bytesParsed?: number;
}

/** The request line of a page or file request, as latin1 text (one character a byte). */
const REQUEST_LINE = /^(?:GET|HEAD) (\/[^ ]*) HTTP\/1\.[01]$/;
/** A path on this site, in visible ASCII: nothing a browser reads as another origin or a header break. */
const SITE_TARGET = /^\/(?![/\\])[\x21-\x7e]*$/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Node's own answers to a request it cannot parse (what it sends without a clientError listener). */
const PARSER_ANSWERS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The percent-encoded spelling of a GET or HEAD target that Node refused for its raw bytes above
 * ASCII, or undefined when the error is another or the target is not valid UTF-8 on this site.
 */
export function percentEncodedTarget(error: ParseError): string | undefined {
  const { code, rawPacket, bytesParsed } = error;
  if (code !== 'HPE_INVALID_URL' || !rawPacket || bytesParsed === undefined) return undefined;
  if ((rawPacket[bytesParsed] ?? 0) < 0x80) return undefined;
  const lineStart = rawPacket.lastIndexOf('\n', bytesParsed) + 1;
  const lineEnd = rawPacket.indexOf('\r\n', bytesParsed);
  if (lineEnd === -1) return undefined;
  const target = REQUEST_LINE.exec(rawPacket.toString('latin1', lineStart, lineEnd))?.[1];
  if (target === undefined) return undefined;
  const bytes = Buffer.from(target, 'latin1');
  try {
    strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
  let encoded = '';
  for (const byte of bytes) {
    encoded +=
      byte < 0x80
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return SITE_TARGET.test(encoded) ? encoded : undefined;
}

/**
 * Node's HTTP parser refuses a request target holding raw bytes above ASCII, whatever its options
 * (`/m/about-us?channel=哔哩`, as some in-app browsers and crawlers send); browsers and nginx take
 * them as percent-encoded UTF-8. A GET or HEAD for such a target is sent to that spelling with a
 * 301 that no shared cache keeps, so the visitor reaches the page with its query whole (`channel`
 * is still 哔哩), at the origin and through the edge alike. Any other error that Node's parser
 * meets gets Node's own answer. Nothing is written into a response already under way.
 */
export function redirectRawUtf8Targets(server: http.Server): void {
  // The responses under way on each socket: an answer of ours must not land inside one.
  const responses = new WeakMap<Socket, Set<http.ServerResponse>>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    let open = responses.get(req.socket);
    if (!open) responses.set(req.socket, (open = new Set()));
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  server.on('clientError', (error: ParseError, socket: Duplex) => {
    const open = responses.get(socket as Socket) ?? new Set();
    const idle = socket.writable && ![...open].some((res) => res.headersSent);
    const target = idle ? percentEncodedTarget(error) : undefined;
    if (target !== undefined) {
      socket.end(
        'HTTP/1.1 301 Moved Permanently\r\n' +
          `Location: ${target}\r\nCache-Control: ${REDIRECT_CACHE_CONTROL}\r\n` +
          'Content-Length: 0\r\nConnection: close\r\n\r\n',
        () => socket.destroy(),
      );
      return;
    }
    if (idle) {
      const status = PARSER_ANSWERS[error.code ?? ''] ?? 400;
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(error);
  });
}
