/**
 * The hosts a download talks to, as real HTTP servers on loopback: the usage-tracking host that
 * issues web ids, the public IP lookup, the download host, and the API behind a relay that counts
 * the ad reports arriving (and can refuse them).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

import { AD_REPORT_A_PATH, AD_REPORT_B_PATH } from '../../shared/api/ad-report-paths';
import type { AdReportA, AdReportB } from '../../shared/api/types';
import { listen } from './listen';
import { forwardTo } from './upstreams';

export interface Hits {
  url: string;
  close(): Promise<void>;
  /** Paths (with query) of the GETs received, in order. */
  paths: string[];
}

/** Small request bodies only: these are the test's own servers. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A cross-origin service the page calls with fetch: it must answer CORS, preflights included. */
function withCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
}

async function serve(handler: http.RequestListener): Promise<Hits> {
  const paths: string[] = [];
  const { url, close } = await listen(
    http.createServer((req, res) => {
      if (req.method === 'GET') paths.push(req.url ?? '');
      handler(req, res);
    }),
  );
  return { url, close, paths };
}

/** Issues `web-1`, `web-2`… to each browser that asks, and takes events. */
export function startTrackingHost(): Promise<Hits & { issued: string[] }> {
  const issued: string[] = [];
  return serve((req, res) => {
    withCors(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void readBody(req).then(() => {
      if (req.url === '/webid') {
        const webId = `web-${issued.length + 1}`;
        issued.push(webId);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ web_id: webId }));
        return;
      }
      res.writeHead(204).end();
    });
  }).then((hits) => Object.assign(hits, { issued }));
}

/** Answers every lookup with `ip`. */
export function startIpLookup(ip: string): Promise<Hits> {
  return serve((_req, res) => {
    withCors(res);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ ip }));
  });
}

/** Serves installers as attachments and any other path as a small page (an app store). */
export function startDownloadHost(): Promise<Hits> {
  return serve((req, res) => {
    if (req.url?.endsWith('.exe')) {
      res.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment; filename="setup.exe"',
      });
      res.end('MZ');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>App store</title><h1>App store</h1>');
  });
}

export interface ReportingUpstream {
  url: string;
  close(): Promise<void>;
  /** Ad reports A and B as they reached the upstream, headers and all. */
  reportsA: { body: AdReportA; headers: http.IncomingHttpHeaders }[];
  reportsB: { body: AdReportB; headers: http.IncomingHttpHeaders }[];
  /** While true the upstream answers the reports with HTTP 503. */
  refuseReports: boolean;
}

/** The API at `target` behind a relay that counts the ad reports. */
export async function startReportingUpstream(target: string): Promise<ReportingUpstream> {
  const upstream: ReportingUpstream = {
    url: '',
    close: async () => undefined,
    reportsA: [],
    reportsB: [],
    refuseReports: false,
  };
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    const list =
      path === AD_REPORT_A_PATH
        ? upstream.reportsA
        : path === AD_REPORT_B_PATH
          ? upstream.reportsB
          : undefined;
    if (list && req.method === 'POST') {
      void readBody(req).then((body) => {
        (list as { body: unknown; headers: http.IncomingHttpHeaders }[]).push({
          body: JSON.parse(body),
          headers: req.headers,
        });
        res.writeHead(upstream.refuseReports ? 503 : 200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            error_code: upstream.refuseReports ? 503 : 0,
            error_message: upstream.refuseReports ? 'unavailable' : '',
            payload: null,
          }),
        );
      });
      return;
    }
    forwardTo(target, req, res);
  });
  const listening = await listen(server);
  upstream.url = listening.url;
  upstream.close = listening.close;
  return upstream;
}
