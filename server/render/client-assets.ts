import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { PageAssets } from '../../shared/render-contract';

/** The entry of the browser bundle, as named in vite.config.ts. */
export const CLIENT_ENTRY = 'client/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Reads Vite's manifest once at start-up: the hashed entry script and its stylesheets. */
export async function readClientAssets(distDir: string): Promise<PageAssets> {
  const manifestPath = path.join(distDir, 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry)
    throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest; run npm run build`);
  const stylesheets = new Set<string>(entry.css ?? []);
  for (const key of entry.imports ?? []) {
    for (const css of manifest[key]?.css ?? []) stylesheets.add(css);
  }
  return {
    bootstrapModules: [`/${entry.file}`],
    stylesheets: [...stylesheets].map((file) => `/${file}`),
  };
}
