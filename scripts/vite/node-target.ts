import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { engines: { node: string } };

/**
 * The build target of every bundle Node runs (the server, the legal pages' renderer, the smoke
 * runner): the lowest Node that package.json's `engines` admits, e.g. `>=24` gives `node24`, so
 * the bundles keep the syntax that Node runs natively.
 */
export const NODE_TARGET = `node${/\d+/.exec(packageJson.engines.node)?.[0] ?? ''}`;
