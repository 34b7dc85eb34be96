/**
 * A request target with raw UTF-8 bytes (`/m/about-us?channel=哔哩`, as some in-app browsers and
 * crawlers send) is sent to its percent-encoded spelling, which serves the page, the query kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { rawRequest } from '../helpers/raw-http';
import { MOBILE_UA, type ServedTestApp, serveTestApp } from '../helpers/test-app';

let server: ServedTestApp;
beforeAll(async () => {
  server = await serveTestApp();
});
afterAll(() => server.close());

/** A request whose target goes over the wire as these bytes, unencoded. */
function requestBytes(method: string, target: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`${method} `),
    Buffer.isBuffer(target) ? target : Buffer.from(target, 'utf8'),
    Buffer.from(
      ` HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${MOBILE_UA}\r\nConnection: close\r\n\r\n`,
    ),
  ]);
}

const header = (text: string, name: string) =>
  new RegExp(`\r\n${name}: ([^\r]*)\r\n`, 'i').exec(text)?.[1];

describe('a target with raw UTF-8 bytes', () => {
  it('is sent to its percent-encoded spelling, the query kept', async () => {
    const answer = await rawRequest(server.url, requestBytes('GET', '/m/about-us?channel=哔哩'));
    expect(answer.status).toBe(301);
    const location = header(answer.text, 'Location')!;
    expect(location).toBe('/m/about-us?channel=%E5%93%94%E5%93%A9');
    expect(new URL(location, server.url).searchParams.get('channel')).toBe('哔哩');
    expect(header(answer.text, 'Cache-Control')).toBe('private, no-cache');

    const page = await rawRequest(server.url, requestBytes('GET', location));
    expect(page.status).toBe(200);
  });

  it('in the path too, for GET and HEAD', async () => {
    const answer = await rawRequest(server.url, requestBytes('HEAD', '/m/哔哩?a=1'));
    expect(answer.status).toBe(301);
    expect(header(answer.text, 'Location')).toBe('/m/%E5%93%94%E5%93%A9?a=1');
  });

  it.each([
    ['bytes that are not UTF-8', 'GET', Buffer.from('/m/about-us?channel=\xe9', 'latin1')],
    ['a target another origin would be read from', 'GET', '//evil.example/哔哩'],
    ['a write', 'POST', '/api/x?channel=哔哩'],
  ])('gets a 400 for %s', async (_name, method, target) => {
    const answer = await rawRequest(server.url, requestBytes(method, target));
    expect(answer.status).toBe(400);
  });
});

describe("every other request Node's parser refuses", () => {
  it("keeps Node's own answer", async () => {
    const answer = await rawRequest(
      server.url,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.closedByServer).toBe(true);
  });
});
