/**
 * The Dockerfile, read as lines (no Docker engine here): the image carries the assets of the
 * image it replaces, and the build context holds what the build stage reads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PREVIOUS_ASSETS_DIR } from '../../server/http/previous-assets';
import { ROOT } from './compose';

interface Stage {
  from: string;
  name: string;
  /** Its instructions after FROM, each on one line. */
  lines: string[];
}

const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
/** Instructions, comments and blank lines left out, continuation lines joined. */
const instructions = text
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));
const firstFrom = instructions.findIndex((line) => line.startsWith('FROM '));
const stages: Stage[] = [];
for (const line of instructions.slice(firstFrom)) {
  const from = /^FROM (\S+) AS (\S+)$/.exec(line);
  if (from) stages.push({ from: from[1]!, name: from[2]!, lines: [] });
  else stages.at(-1)!.lines.push(line);
}
const stage = (name: string) => stages.find((candidate) => candidate.name === name);

/** Where the runtime stage puts the build's assets, as every image of the site has them. */
function imageAssetsDir(): string {
  const runtime = stage('runtime')!;
  const workdir = runtime.lines.find((line) => line.startsWith('WORKDIR '))!.slice(8);
  expect(runtime.lines).toContain('COPY --from=build /app/dist ./dist');
  return path.posix.join(workdir, 'dist/client/assets');
}

describe('the Dockerfile', () => {
  it("builds on the previous image's assets: the image it replaces, or none", () => {
    expect(instructions.slice(0, firstFrom)).toContain('ARG PREVIOUS_IMAGE');
    const previous = stage('previous')!;
    expect(previous.lines).toEqual([]);
    const previousImage = /^\$\{PREVIOUS_IMAGE:-([\w-]+)\}$/.exec(previous.from)?.[1];
    expect(previousImage, previous.from).toBeDefined();
    // The default: a stage with an empty folder where an image has its assets.
    expect(stage(previousImage!)?.lines).toEqual([`WORKDIR ${imageAssetsDir()}`]);
    // A FROM names only a stage defined above it.
    expect(stages.indexOf(stage(previousImage!)!)).toBeLessThan(stages.indexOf(previous));
  });

  it('copies those assets, and nothing else, where the build keeps the ones it replaces', () => {
    const build = stage('build')!;
    const copies = instructions.filter((line) => line.startsWith('COPY --from=previous '));
    const copy = `COPY --from=previous ${imageAssetsDir()} ./${path.posix.join('dist', PREVIOUS_ASSETS_DIR)}`;
    expect(copies).toEqual([copy]);
    expect(build.lines).toContain('WORKDIR /app');
    const at = build.lines.indexOf(copy);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(build.lines.indexOf('RUN npm run build'));
  });

  it('has in its build context every top-level folder the build reads', () => {
    const allowed = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1).replace(/\/$/, ''));
    const buildScript = readFileSync(path.join(ROOT, 'scripts/build.js'), 'utf8');
    const read = [...buildScript.matchAll(/['"]\.\.\/([\w-]+)\//g)].map((match) => match[1]!);
    const copied = instructions
      .map((line) => /^COPY (?!--from)(\S+)/.exec(line)?.[1]?.split('/')[0])
      .filter((source): source is string => source !== undefined && source !== '.');
    expect(read.length).toBeGreaterThan(0);
    expect([...read, ...copied].filter((folder) => !allowed.includes(folder))).toEqual([]);
  });
});
