// `npm run bench`: load-tests the production server on loopback and compares each page with the
// same bytes served from memory by a bare Node server (the ceiling). One run; the machine is
// shared and noisy, so read the ratios, not the absolute numbers.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { distDir, ensureBuild, serverEntry } from './ensure-build.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';

function freePort() {
  return new Promise((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(origin) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

function run(name, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            name,
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
          });
      },
    );
  });
}

/** gzip size of the entry chunk, its static imports and the home page's route chunks. */
async function firstJavaScriptGzipKb() {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'client', '.vite', 'manifest.json'), 'utf8'),
  );
  const needed = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of [
    'client/entry-client.tsx',
    'client/desktop/DesktopLayout.tsx',
    'client/pages/home/HomePage.tsx',
    'client/i18n/locales/zh/index.ts',
  ]) {
    visit(key);
  }
  let bytes = 0;
  for (const file of needed)
    bytes += gzipSync(await readFile(path.join(distDir, 'client', file))).length;
  return { kb: bytes / 1024, files: needed.size };
}

await ensureBuild();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  // The built-in demo API is the upstream unless API_UPSTREAM_URL names another one.
  env: {
    DEMO_API: '1',
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  },
  // The per-request log lines would drown the table (and slow the server down for nothing).
  stdio: ['ignore', 'ignore', 'ignore'],
});
try {
  await waitUntilHealthy(origin);
  const cookie = { Cookie: 'locale=zh' };
  const list = await (await fetch(`${origin}/api/visitor/game/list?page=1&page_size=1`)).json();
  const gameId = list.payload.list[0].id;
  const homeBytes = Buffer.from(
    await (
      await fetch(`${origin}/`, { headers: { ...cookie, 'User-Agent': DESKTOP_UA } })
    ).arrayBuffer(),
  );
  const ceiling = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': homeBytes.length,
    });
    res.end(homeBytes);
  });
  await new Promise((resolve) => ceiling.listen(0, '127.0.0.1', resolve));
  const ceilingUrl = `http://127.0.0.1:${ceiling.address().port}/`;

  const results = [];
  results.push(await run('static home bytes (ceiling)', ceilingUrl, {}));
  results.push(await run('home, desktop', `${origin}/`, { ...cookie, 'User-Agent': DESKTOP_UA }));
  results.push(await run('home, mobile', `${origin}/m`, { ...cookie, 'User-Agent': MOBILE_UA }));
  results.push(
    await run('game detail', `${origin}/game-library/${gameId}`, {
      ...cookie,
      'User-Agent': DESKTOP_UA,
    }),
  );
  results.push(
    await run('proxied /api GET', `${origin}/api/visitor/game/list?page=1&page_size=12`, {}),
  );
  ceiling.close();

  const top = results[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback, one run\n`);
  console.log(
    'target                          req/s     p50 ms   p99 ms   ratio to ceiling   errors',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${(r.rps / top).toFixed(3).padStart(18)} ${String(r.errors).padStart(8)}`,
    );
  }
  const js = await firstJavaScriptGzipKb();
  console.log(
    `\nFirst JavaScript of the desktop home page: ${js.kb.toFixed(1)} KB gzip in ${js.files} files`,
  );
} finally {
  server.kill('SIGTERM');
}
