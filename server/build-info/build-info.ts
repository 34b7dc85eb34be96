import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { Router } from 'express';

import { BUILD_MANIFEST_PATH } from '../../shared/build-manifest';
import type { BuildInfo } from '../../shared/render-contract';

export const BUILD_INFO_FILE = 'build-info.json';

/** The build id written by `npm run build`; in development a fixed id. */
export async function readBuildInfo(
  distDir: string,
  mode: 'production' | 'development',
): Promise<BuildInfo> {
  if (mode === 'development') return { id: 'development', timestamp: Date.now() };
  const text = await readFile(path.join(distDir, BUILD_INFO_FILE), 'utf8');
  const info = JSON.parse(text) as BuildInfo;
  if (typeof info.id !== 'string' || typeof info.timestamp !== 'number') {
    throw new Error(`${BUILD_INFO_FILE} is malformed; run npm run build`);
  }
  return info;
}

/** `GET /_build/latest.json`, polled hourly by every open page. */
export function buildInfoRoute(info: BuildInfo): Router {
  const router = Router();
  router.get(BUILD_MANIFEST_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ id: info.id, timestamp: info.timestamp });
  });
  return router;
}
