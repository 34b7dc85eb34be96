// Builds the browser and server bundles, then writes the build id that /_build/latest.json serves.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'vite';

import { precompress } from './precompress.js';

const root = process.cwd();
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

await build({ root, mode: 'production', logLevel: 'warn' });
await build({ root, mode: 'production', logLevel: 'warn', build: { ssr: true } });
// The standalone legal pages' renderer, which the server runs once at start-up with its SITE_CONFIG.
await build({ root, configFile: 'client/legal/vite.config.ts', mode: 'production' });
// The ops smoke runner, `node dist/smoke.js <url>`, shipped in the image (its own small config).
await build({ root, configFile: 'smoke/vite.config.ts', mode: 'production' });

await precompress(path.join(distDir, 'client'));

// The reference edge's includes, made from the route manifest and the site's constants.
const { tsImport } = await import('tsx/esm/api');
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
