// Builds the browser and server bundles, then writes the build id that /_build/latest.json serves.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'vite';

import { precompress } from './precompress.js';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const { tsImport } = await import('tsx/esm/api');

// Pages that an edge or a browser holds from the build this one replaces keep loading their
// scripts and styles: its hashed assets become the previous ones (one generation: the older ones
// go). With no build in DIST_DIR (a clean checkout, the image), whatever is there stays.
const { PREVIOUS_ASSETS_DIR } = await tsImport(
  '../server/http/previous-assets.ts',
  import.meta.url,
);
const assetsDir = path.join(distDir, 'client', 'assets');
if (existsSync(assetsDir)) {
  const previousDir = path.join(distDir, PREVIOUS_ASSETS_DIR);
  await rm(previousDir, { recursive: true, force: true });
  await mkdir(path.dirname(previousDir), { recursive: true });
  await rename(assetsDir, previousDir);
}

await build({ root, mode: 'production', logLevel: 'warn' });
await build({ root, mode: 'production', logLevel: 'warn', build: { ssr: true } });
// The ops smoke runner, `node dist/smoke.js <url>`, shipped in the image (its own small config).
await build({ root, configFile: 'smoke/vite.config.ts', mode: 'production' });
// The search engines' push, `node dist/search-push.js`, which the CronJob runs from the image.
await build({ root, configFile: 'scripts/search-push.vite.config.ts', mode: 'production' });

await precompress(path.join(distDir, 'client'));

// The reference edge's includes, made from the route manifest and the site's constants.
const { writeEdgeIncludes } = await tsImport('../edge/nginx-includes.ts', import.meta.url);
await writeEdgeIncludes(path.join(distDir, 'edge'));

// The id changes exactly when the browser bundle does, so open pages are told about real updates.
const manifest = await readFile(path.join(distDir, 'client', '.vite', 'manifest.json'));
const id = createHash('sha256').update(manifest).digest('hex').slice(0, 16);
await writeFile(
  path.join(distDir, 'build-info.json'),
  `${JSON.stringify({ id, timestamp: Date.now() })}\n`,
);
console.log(`built ${id}`);
