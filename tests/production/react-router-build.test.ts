/**
 * react-router 7.18 exports only its development build, in every condition
 * (https://github.com/remix-run/react-router/issues/14102), so the browser bundle carries its
 * development warnings. When this fails, a release exports its production build: check that the
 * production build selects it (Vite's `production` condition, or the condition the release
 * documents) and drop the note on it in vite.config.ts along with this test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);

it('react-router still exports its development build alone', () => {
  const manifest = readFileSync(require.resolve('react-router/package.json'), 'utf8');
  const { exports } = JSON.parse(manifest) as { exports: unknown };
  const targets = JSON.stringify(exports).match(/\.\/dist\/[^/"]+\//g) ?? [];
  expect(new Set(targets)).toEqual(new Set(['./dist/development/']));
});
