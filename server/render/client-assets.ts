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

type Manifest = Record<string, ManifestChunk>;

/** The files of these chunks and of every chunk they import, each once, importers first. */
function withImports(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * Reads Vite's manifest once at start-up: the hashed entry script, its stylesheets, and the
 * scripts a page of given route modules loads before it can hydrate.
 */
export async function readClientAssets(distDir: string): Promise<PageAssets> {
  const manifestPath = path.join(distDir, 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry)
    throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest; run npm run build`);
  const stylesheets = new Set<string>(entry.css ?? []);
  for (const key of entry.imports ?? []) {
    for (const css of manifest[key]?.css ?? []) stylesheets.add(css);
  }
  // One list per set of route modules: there are as many as the route table has routes.
  const preloads = new Map<string, readonly string[]>();
  return {
    bootstrapModules: [`/${entry.file}`],
    stylesheets: [...stylesheets].map((file) => `/${file}`),
    modulePreloads: (modules) => {
      const key = modules.join('\n');
      let files = preloads.get(key);
      if (!files) {
        files = withImports(manifest, [CLIENT_ENTRY, ...modules]);
        preloads.set(key, files);
      }
      return files;
    },
  };
}
