import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HTTP_TIMEOUT_MS } from '../../shared/spec-constants';
import { listen } from '../helpers/listen';
import { rawRequest } from '../helpers/raw-http';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Malformed requests over raw sockets, as an attacker or a broken client sends them: request
 * lines, encodings, headers, cookies, bodies and smuggling shapes. None may get a 5xx, crash the
 * process, hang past the deadlines, or see a file path or stack in a body.
 */

interface FuzzCase {
  name: string;
  bytes: string;
}

const CRLF = '\r\n';
const head = (line: string, headers: string[]) =>
  `${line}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`;
const HOST = 'Host: 127.0.0.1';

const TARGETS = [
  '/',
  '/m',
  '/en/m/about-us',
  '/%',
  '/%zz',
  '/%00',
  '/a%00b',
  '/%E0%A4%A',
  '/..%2f..%2fetc/passwd',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/server/index.js',
  '//evil.example/',
  '/m//evil.example/',
  '/\\evil.example',
  '/m/\\evil.example',
  '/ja/m//evil.example',
  `/${'a'.repeat(6000)}`,
  '/?a=%',
  '/game-library/search?searchValue=%FF%FE',
  '/game-library/search?searchValue=<script>alert(1)</script>',
  '/game-library/%3Cscript%3E',
  '/game-library/99999999999999999999999',
  '/game-library/-1',
  '/game-partner/chat-%00',
  '/api/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/x',
  '/api/visitor%2F..%2F..%2Fx',
  '/api/visitor/game/list?page=%',
  '/_build/latest.json/..',
  '/terms.html%00.js',
  'http://127.0.0.1/about-us',
  'https://127.0.0.1:99999/about-us',
  '//',
  '*',
  'about-us',
];

const HEADER_VARIANTS: string[][] = [
  [HOST, `User-Agent: ${DESKTOP_UA}`],
  [HOST, `User-Agent: ${MOBILE_UA}`],
  ['Host: localhost:99999', `User-Agent: ${DESKTOP_UA}`],
  [HOST, `User-Agent: ${'x'.repeat(10_000)}`],
  [HOST, 'Cookie: XSRF-TOKEN=j:{"a":1}; locale=j:["en"]; sid=j:1'],
  [HOST, 'Cookie: locale=%E0%A4%A; =; ;;; sid'],
  [HOST, 'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=0', 'Accept-Language: ;;,q=x'],
  [HOST, 'X-Forwarded-Proto: https', 'X-Forwarded-Host: evil.example', 'X-Forwarded-For: ::zz'],
  [HOST, 'Origin: null', 'Sec-Fetch-Site: cross-site', 'X-Request-Id: ../../etc/passwd'],
];

function cases(): FuzzCase[] {
  const all: FuzzCase[] = [];
  for (const target of TARGETS) {
    HEADER_VARIANTS.forEach((headers, index) => {
      all.push({
        name: `GET ${target.slice(0, 40)} [headers ${index}]`,
        bytes: head(`GET ${target} HTTP/1.1`, [...headers, 'Connection: close']),
      });
    });
  }
  const requestLines = [
    'GET / HTTP/1.2',
    'GET / HTTP/2.0',
    'GET / HTTP/0.9',
    'GET /',
    'get / HTTP/1.1',
    'FOO / HTTP/1.1',
    'G ET / HTTP/1.1',
    'GET  / HTTP/1.1',
    'GET / HTTP/1.1 extra',
    'CONNECT 127.0.0.1:80 HTTP/1.1',
    'TRACE / HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    'PROPFIND / HTTP/1.1',
    'DELETE /about-us HTTP/1.1',
    'GET /\u00ff\u00fe HTTP/1.1',
  ];
  for (const line of requestLines) {
    all.push({ name: `request line ${line}`, bytes: head(line, [HOST, 'Connection: close']) });
  }
  const badHeaders = [
    ['Host: a', 'Host: b'],
    [HOST, 'NoColonHere'],
    [HOST, 'Bad Header: x'],
    [HOST, 'X-Folded: a', ' continued'],
    [HOST, `X-Huge: ${'h'.repeat(20_000)}`],
    [HOST, 'X-Nul: a\u0000b'],
    [HOST, 'Content-Length: -1'],
    [HOST, 'Content-Length: abc'],
    [HOST, 'Content-Length: 1', 'Content-Length: 2'],
    [HOST, 'Transfer-Encoding: gzip'],
    [HOST, 'Transfer-Encoding: chunked', 'Transfer-Encoding: identity'],
    [],
  ];
  badHeaders.forEach((headers, index) => {
    all.push({
      name: `bad headers ${index}`,
      bytes: head('GET /about-us HTTP/1.1', [...headers, 'Connection: close']),
    });
  });
  const api = '/api/users/send_phone_verification_code_captcha';
  const bodies: [string, string[], string][] = [
    ['CL and TE together', ['Content-Length: 4', 'Transfer-Encoding: chunked'], '0\r\n\r\n'],
    ['TE then CL', ['Transfer-Encoding: chunked', 'Content-Length: 0'], '5\r\nhello\r\n0\r\n\r\n'],
    ['bad chunk size', ['Transfer-Encoding: chunked'], 'zz\r\nhello\r\n0\r\n\r\n'],
    ['chunk extension', ['Transfer-Encoding: chunked'], '5;ext=1\r\nhello\r\n0\r\n\r\n'],
    ['oversized chunk', ['Transfer-Encoding: chunked'], 'FFFFFFFFFFFFFFFF\r\nx\r\n'],
    ['smuggled second request', ['Content-Length: 0'], 'GET /admin HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['short body', ['Content-Length: 100', 'Content-Type: application/json'], '{"a"'],
    ['broken json', ['Content-Length: 5', 'Content-Type: application/json'], '{"a":'],
    ['json array', ['Content-Length: 2', 'Content-Type: application/json'], '[]'],
    ['form body', ['Content-Length: 3', 'Content-Type: application/x-www-form-urlencoded'], 'a=%'],
    [
      'binary body',
      ['Content-Length: 4', 'Content-Type: application/octet-stream'],
      '\u0000\u0001\u0002\u0003',
    ],
  ];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const [name, headers, body] of bodies) {
      all.push({
        name: `${method} ${name}`,
        bytes:
          head(`${method} ${api} HTTP/1.1`, [
            HOST,
            ...headers,
            'X-XSRF-TOKEN: forged',
            'Connection: close',
          ]) + body,
      });
    }
  }
  for (const [name, headers, body] of bodies) {
    all.push({
      name: `POST page ${name}`,
      bytes: head('POST /about-us HTTP/1.1', [HOST, ...headers, 'Connection: close']) + body,
    });
  }
  return all;
}

const LEAK = /ENOENT|EACCES|errno|node_modules|\/dist\/|\/server\/|\/client\/|at \S+ \(|\.ts:\d+/;
const CONCURRENCY = 8;
/** The slowest legitimate answer: the upstream deadline plus the render budget's margin. */
const MAX_ANSWER_MS = HTTP_TIMEOUT_MS + 2000;

let testApp: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  testApp = await startTestApp();
  server = await listen(testApp.app);
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

describe('raw-socket fuzz', () => {
  const all = cases();

  it('has at least 300 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
  });

  it('answers none with a 5xx, leaks nothing, hangs on none, and keeps serving', async () => {
    const failures: string[] = [];
    const queue = [...all];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await rawRequest(server.url, Buffer.from(next.bytes, 'latin1'), {
          timeoutMs: MAX_ANSWER_MS,
        });
        if (answer.status === undefined) failures.push(`${next.name}: no answer`);
        else if (answer.status >= 500) failures.push(`${next.name}: ${answer.status}`);
        if (answer.ms >= MAX_ANSWER_MS)
          failures.push(`${next.name}: hung ${Math.round(answer.ms)} ms`);
        const body = answer.text.slice(answer.text.indexOf('\r\n\r\n'));
        if (LEAK.test(body)) failures.push(`${next.name}: leaks ${LEAK.exec(body)?.[0]}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    const health = await request(testApp.app).get('/healthz');
    expect(health.status).toBe(200);
  }, 120_000);
});
