/**
 * One V8 heap setting for every way the site starts: `npm start` gives node the flags its script
 * names, the image sets the same as NODE_OPTIONS, and compose and the Deployment run the image
 * without replacing them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { startHeapOptions } from '../../scripts/bench/heap-options.js';
import { ROOT } from './compose';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the heap settings', () => {
  const flags = startHeapOptions();

  it('are named by npm start', () => {
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((flag) => /^--max-[a-z-]+-size=\d+$/.test(flag))).toBe(true);
  });

  it("are the image's NODE_OPTIONS", () => {
    const set = [...read('Dockerfile').matchAll(/^ENV NODE_OPTIONS=(.+)$/gm)].map((m) => m[1]);
    expect(set).toEqual([flags.join(' ')]);
  });

  it.each([
    'compose.yaml',
    'deploy/kubernetes/base/deployment.yaml',
    'deploy/kubernetes/base/config.env',
  ])('are not replaced by %s', (file) => {
    expect(read(file)).not.toMatch(/NODE_OPTIONS/);
  });
});
