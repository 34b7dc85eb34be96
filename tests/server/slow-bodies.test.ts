/**
 * Every route that reads a request body bounds how long it may take to arrive, as the `/api`
 * proxy does: a body that stops arriving is answered 408 and its connection closed, rather than
 * holding the connection until the server's whole-request bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { rawRequest } from '../helpers/raw-http';
import { type ServedTestApp, serveTestApp } from '../helpers/test-app';

let server: ServedTestApp;
beforeAll(async () => {
  server = await serveTestApp();
});
afterAll(() => server.close());

describe('a body that stops arriving', () => {
  it.concurrent.each([
    ['/_download', 'text/plain'],
    ['/csp-report', 'application/csp-report'],
  ])('on %s is answered 408 within the /api proxy’s bound', async (path, type) => {
    const answer = await rawRequest(
      server.url,
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n` +
        'Content-Length: 100\r\n\r\n{"',
      // The client waits no longer than the bound and a margin: the server's own request
      // timeout (70 s) would also answer 408, much later.
      { timeoutMs: HTTP_TIMEOUT_MS + 5000 },
    );
    expect(answer.status).toBe(408);
    expect(answer.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.closedByServer).toBe(true);
  });
});
