import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_ENTRY_PATH } from '../../server/render/render-entry';
import { USER_CALL_PATHS } from '../../shared/api/endpoints';
import { HTTP_TIMEOUT_MS } from '../../shared/api/http-constants';
import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import { listen } from '../helpers/listen';
import { rawRequest } from '../helpers/raw-http';
import { DESKTOP_UA, MOBILE_UA, startTestApp, type TestApp } from '../helpers/test-app';
import { credentialsFrom, type VisitorCredentials } from '../helpers/visitor-cookies';

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
  const api = USER_CALL_PATHS.sendCodeWithCaptcha;
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

/**
 * The abuse probe's cases, sent with a real page's anti-forgery credentials so that they reach
 * the proxy: headers an upstream might trust, malformed chunked bodies in one packet, bursts of
 * the rate-limited calls, unknown file-like paths and a flood of CSP reports.
 */
function probeCases(visitor: VisitorCredentials): FuzzCase[] {
  const all: FuzzCase[] = [];
  const credentials = [`Cookie: ${visitor.cookie}`, `X-XSRF-TOKEN: ${visitor.token}`];
  const spoofing = [
    'True-Client-IP: 6.6.6.6',
    'X-Client-IP: 6.6.6.6',
    'CF-Connecting-IP: 6.6.6.6',
    'X-Original-URL: /api/admin',
    'X-Rewrite-URL: /api/admin',
    'X-HTTP-Method-Override: DELETE',
    'x-demo-delay-ms: 60000',
    'x-demo-status: 500',
  ];
  for (const header of spoofing) {
    all.push({
      name: `probe GET with ${header}`,
      bytes: head('GET /api/visitor/game/list HTTP/1.1', [HOST, header, 'Connection: close']),
    });
    all.push({
      name: `probe POST with ${header}`,
      bytes:
        head('POST /api/users/report_user_action HTTP/1.1', [
          HOST,
          ...credentials,
          header,
          'Content-Type: application/json',
          'Content-Length: 2',
          'Connection: close',
        ]) + '{}',
    });
  }
  const sms = USER_CALL_PATHS.sendCodeWithCaptcha;
  const chunked = [
    ['size shorter than the chunk', '5\r\n{"phone":"13800138000"}\r\n0\r\n\r\n'],
    ['size that is no number', 'zz\r\n{}\r\n0\r\n\r\n'],
    ['missing chunk end', '2\r\n{}XX0\r\n\r\n'],
    ['size overflowing 64 bits', '1FFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n'],
    ['negative size', '-2\r\n{}\r\n0\r\n\r\n'],
  ];
  for (const path of [sms, '/api/users/report_user_action']) {
    for (const [name, body] of chunked) {
      all.push({
        name: `probe chunked ${name} to ${path}`,
        bytes:
          head(`POST ${path} HTTP/1.1`, [
            HOST,
            ...credentials,
            'Content-Type: application/json',
            'Transfer-Encoding: chunked',
          ]) + body,
      });
    }
  }
  const phoneBodies = [
    '{"country_code":"86","phone":"13800138000"}',
    '{"country_code":"86","phone":13800138000}',
    '{"country_code":"86","phone":"138 0013 8000"}',
    '{"country_code":"86","phone":null}',
    '{"country_code":"86","phone":{"$gt":""}}',
    `{"country_code":"86","phone":"${'9'.repeat(5000)}"}`,
    '{"phone":"13800138000","phone":"13900139000"}',
    '[]',
    '"13800138000"',
  ];
  for (const path of [sms, USER_CALL_PATHS.loginRegister]) {
    for (let round = 0; round < 3; round += 1) {
      for (const body of phoneBodies) {
        all.push({
          name: `probe ${path} round ${round} ${body.slice(0, 40)}`,
          bytes:
            head(`POST ${path} HTTP/1.1`, [
              HOST,
              ...credentials,
              'Content-Type: application/json',
              `Content-Length: ${Buffer.byteLength(body)}`,
              'Connection: close',
            ]) + body,
        });
      }
    }
  }
  for (const path of ['/qr/x.svg', '/qr/%00.svg', '/qr/../x.svg', '/assets/x.css', '/x.png']) {
    all.push({
      name: `probe GET ${path}`,
      bytes: head(`GET ${path} HTTP/1.1`, [HOST, 'Connection: close']),
    });
  }
  const report = '{"csp-report":{"violated-directive":"script-src"}}';
  for (let index = 0; index < 60; index += 1) {
    all.push({
      name: `probe csp report ${index}`,
      bytes:
        head('POST /csp-report HTTP/1.1', [
          HOST,
          'Content-Type: application/csp-report',
          `Content-Length: ${report.length}`,
          'Connection: close',
        ]) + report,
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

/** Sends every case, a few at a time, and answers what went wrong, if anything. */
async function run(all: FuzzCase[]): Promise<string[]> {
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
      // Pages rendered from source name Vite's boot module by its source path, as `npm run dev`
      // does; a build names hashed assets.
      const body = answer.text
        .slice(answer.text.indexOf('\r\n\r\n'))
        .replaceAll(DEV_ENTRY_PATH, '');
      if (LEAK.test(body)) failures.push(`${next.name}: leaks ${LEAK.exec(body)?.[0]}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const fiveHundreds = failures.filter((failure) => /: 5\d\d$/.test(failure)).length;
  console.log(`raw-socket fuzz: ${all.length} cases, ${fiveHundreds} answered 5xx`);
  return failures;
}

describe('raw-socket fuzz', () => {
  const all = cases();

  it('has at least 300 cases', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
  });

  it('answers none with a 5xx, leaks nothing, hangs on none, and keeps serving', async () => {
    expect(await run(all)).toEqual([]);
    const health = await request(testApp.app).get('/healthz');
    expect(health.status).toBe(200);
  }, 120_000);

  it("answers none of the abuse probe's cases with a 5xx either", async () => {
    const issued = await request(testApp.app).get(XSRF_TOKEN_PATH);
    const probe = probeCases(credentialsFrom(issued.headers['set-cookie']));
    expect(probe.length).toBeGreaterThanOrEqual(100);
    expect(await run(probe)).toEqual([]);
    const health = await request(testApp.app).get('/healthz');
    expect(health.status).toBe(200);
  }, 120_000);
});
