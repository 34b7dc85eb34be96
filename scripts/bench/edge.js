// Rows through the reference edge (`npm run edge`, Debian's nginx) in front of the page server:
// each against the same nginx serving a static file of the answer's size (the edge's own
// ceiling), with the requests per second that still reached the origin during the row.
import { chownSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { DURATION_S } from './load.js';
import { accepts, freePort } from './ports.js';
import { spawnTracked, stop } from './processes.js';
import { capture } from './targets.js';
import { campaignPath, measureUnique, unique } from './unique-load.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Who nginx runs as when the bench runs as root (as `npm run edge` does). */
const UNPRIVILEGED = { uid: 65534, gid: 65534 };

async function listening(port, child) {
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return `http://127.0.0.1:${port}`;
}

/** A loopback relay in front of `origin` that counts the requests it passes on. */
async function countingRelay(origin) {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true });
  const relay = { count: 0 };
  const server = http.createServer((req, res) => {
    relay.count += 1;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${server.address().port}`;
  relay.close = () => new Promise((resolve) => server.close(resolve));
  server.keepAliveTimeout = 65_000;
  return relay;
}

/** nginx serving files of the given sizes from a temporary root: `/static-<bytes>`. */
async function startStaticNginx(sizes) {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'bench-static-'));
  await mkdir(path.join(prefix, 'www'));
  for (const size of sizes) {
    await writeFile(path.join(prefix, 'www', `static-${size}`), Buffer.alloc(size, 'x'));
  }
  const port = await freePort();
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    // The edge's own process and file settings, so the ceiling is the same nginx.
    `worker_processes auto;\npid ${prefix}/nginx.pid;\nerror_log stderr warn;\nevents {}\n` +
      `http {\n  access_log off;\n  open_file_cache max=10000 inactive=60s;\n  client_body_temp_path ${prefix}/t1;\n  proxy_temp_path ${prefix}/t2;\n` +
      `  fastcgi_temp_path ${prefix}/t3;\n  uwsgi_temp_path ${prefix}/t4;\n  scgi_temp_path ${prefix}/t5;\n` +
      `  server {\n    listen 127.0.0.1:${port};\n    root ${prefix}/www;\n    default_type text/html;\n  }\n}\n`,
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    for (const entry of ['', 'www', 'nginx.conf', ...sizes.map((s) => `www/static-${s}`)]) {
      chownSync(path.join(prefix, entry), UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    }
  }
  const child = spawnTracked(
    NGINX,
    ['-e', 'stderr', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore', ...(asRoot ? UNPRIVILEGED : {}) },
  );
  const url = await listening(port, child);
  return {
    url,
    stop: async () => {
      await stop(child);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The edge rows: campaign visitors and junk queries of `/` on a desktop, campaign visitors of
 * `/m` on a phone. Undefined when nginx is missing (the bench says so in one line).
 */
export async function measureEdgeRows(originUrl, { desktop, mobile }) {
  if (!existsSync(NGINX)) return undefined;
  const relay = await countingRelay(originUrl);
  const port = await freePort();
  const edgeProcess = spawnTracked(process.execPath, ['scripts/edge.js'], {
    env: { ...process.env, EDGE_PORT: String(port), EDGE_HOST: '127.0.0.1', ORIGIN_URL: relay.url },
    stdio: 'ignore',
  });
  const edgeUrl = await listening(port, edgeProcess);
  const loads = [
    [
      'edge: campaign',
      '/?channel=bilibili&track_id=<unique>',
      '/',
      () => campaignPath('/'),
      desktop,
    ],
    ['edge: junk query', '/?x=<unique>', '/', () => `/?x=${unique()}`, desktop],
    [
      'edge: /m phones',
      '/m?channel=bilibili&track_id=<unique>',
      '/m',
      () => campaignPath('/m'),
      mobile,
    ],
  ];
  // The size each row's answers have, so that its static file is the same.
  const sizes = [];
  for (const [, , page, , headers] of loads) {
    for (let round = 0; round < 3; round++) await capture(edgeUrl, page, headers);
    sizes.push((await capture(edgeUrl, page, headers)).body.length);
  }
  const statics = await startStaticNginx([...new Set(sizes)]);
  const rows = [];
  try {
    for (const [index, [name, shown, , pathFor, headers]] of loads.entries()) {
      console.error(`measuring ${name}…`);
      const before = relay.count;
      const started = performance.now();
      const load = await measureUnique(edgeUrl, pathFor, headers);
      const originRps = ((relay.count - before) * 1000) / (performance.now() - started);
      const top = await measureUnique(statics.url, () => `/static-${sizes[index]}`, {});
      rows.push({
        target: name,
        path: shown,
        cache: 'edge',
        cacheStatus: `origin ${originRps.toFixed(1)}/s`,
        ...load,
        originRps,
        bodyBytes: sizes[index],
        ceilingRps: top.rps,
        ratio: load.rps / top.rps,
      });
    }
  } finally {
    await statics.stop();
    await stop(edgeProcess);
    await relay.close();
  }
  return { rows, seconds: DURATION_S };
}
