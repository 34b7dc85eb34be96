/**
 * A write whose chunked body is malformed, sent with its headers in one packet (so the parser's
 * error comes before the app reads the body): the client gets a 4xx and the upstream nothing.
 */
import net from 'node:net';

import express from 'express';
import { describe, expect, it } from 'vitest';

import { createApiProxy } from '../../server/api-proxy/create-api-proxy';
import { requestLog, requestRecorder } from '../../server/logging/request-log';
import { AppMetrics } from '../../server/metrics/metrics';
import { requestContext } from '../../server/request/request-context';
import { listen } from '../helpers/listen';
import { recordingLogger } from '../helpers/proxy-app';
import { proxySiteForSuite } from '../helpers/proxy-site';

const TRIES = 50;

const site = proxySiteForSuite({ whole: true });

/** Writes `bytes` in one write and answers the status line the site sent before closing. */
function onePacket(bytes: string, url = site.url): Promise<string> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text.split('\r\n', 1)[0] ?? ''));
  });
}

/** A call without a rate limit, whose body nothing else checks: only the framing decides. */
function malformed(attempt: number): string {
  const body = '{"action":"probe"}';
  return [
    'POST /api/users/report_user_action HTTP/1.1',
    'Host: 127.0.0.1',
    `Cookie: ${site.visitor.cookie}`,
    `X-XSRF-TOKEN: ${site.visitor.token}`,
    'Content-Type: application/json',
    'Transfer-Encoding: chunked',
    '',
    // A chunk longer than its declared size, a size that is no number, a missing chunk end.
    [`5\r\n${body}\r\n0\r\n\r\n`, `zz\r\n${body}\r\n0\r\n\r\n`, `2\r\n{}XX0\r\n\r\n`][attempt % 3],
  ].join('\r\n');
}

describe('malformed chunked body in one packet', () => {
  it(`never reaches the upstream in ${TRIES} tries`, async () => {
    const statuses: string[] = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      statuses.push(await onePacket(malformed(attempt)));
    }
    console.log(
      `malformed chunked body, ${TRIES} tries: the upstream saw ${site.upstream.hits.length} requests`,
    );
    expect(site.upstream.hits).toHaveLength(0);
    for (const status of statuses) expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  it('still forwards a well-formed chunked body', async () => {
    const body = '{"action":""}';
    const status = await onePacket(
      [
        'POST /api/users/report_user_action HTTP/1.1',
        'Host: 127.0.0.1',
        `Cookie: ${site.visitor.cookie}`,
        `X-XSRF-TOKEN: ${site.visitor.token}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Connection: close',
        '',
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      ].join('\r\n'),
    );
    expect(status).toBe('HTTP/1.1 200 OK');
    expect(site.upstream.hits.at(-1)?.body.toString()).toBe(body);
  });

  it('never reaches the upstream when a step before the proxy awaits', async () => {
    // The parser's error then lands before the body is read: the race the probe saw at times,
    // made certain by one awaited step (as a store lookup or a check before the proxy may be).
    const app = express();
    app.use(requestContext());
    app.use(
      requestLog(
        requestRecorder({ logger: recordingLogger(), metrics: new AppMetrics(), buildId: 'test' }),
      ),
    );
    app.use((_req, _res, next) => {
      setImmediate(next);
    });
    app.use('/api', createApiProxy({ upstreamUrl: site.upstream.url, logger: recordingLogger() }));
    const awaiting = await listen(app);
    try {
      const before = site.upstream.hits.length;
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        await onePacket(malformed(attempt), awaiting.url);
      }
      expect(site.upstream.hits.length - before).toBe(0);
    } finally {
      await awaiting.close();
    }
  });
});
