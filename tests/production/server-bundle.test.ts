import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { GAMES } from '../../demo-api/data';
import { DIST_DIR } from '../helpers/server-process';

/**
 * The demo API's sample data is loaded only with DEMO_API=1: the server's dynamic import keeps it
 * in a chunk of its own, so a real deployment's process neither parses nor holds it.
 */
describe('the built server bundle', () => {
  const serverDir = path.join(DIST_DIR, 'server');
  const read = (file: string) => readFileSync(path.join(serverDir, file), 'utf8');
  // English names and summaries: the site's own texts name no sample game in full.
  const samples = GAMES.flatMap((game) => [
    game.name.en,
    game.summary.zh,
    game.summary.en,
    game.summary.ja,
  ]);

  it.each(['index.js', 'entry-server.js'])('%s holds no demo data', (file) => {
    const code = read(file);
    expect(samples.filter((sample) => code.includes(sample))).toEqual([]);
  });

  it('renders with react-router as ES modules, no CommonJS wrapper in front of every hook', () => {
    const files = [
      'entry-server.js',
      ...readdirSync(path.join(serverDir, 'chunks')).map((chunk) => `chunks/${chunk}`),
    ];
    expect(files.filter((file) => /__commonJSMin|__toCommonJS/.test(read(file)))).toEqual([]);
  });

  it('keeps the demo data in the chunk the server imports only for the demo', () => {
    const chunks = readdirSync(path.join(serverDir, 'chunks'));
    const holders = chunks.filter((chunk) =>
      samples.every((sample) => read(`chunks/${chunk}`).includes(sample)),
    );
    expect(holders).toHaveLength(1);
    expect(holders[0]).toMatch(/^start-demo-api-[\w-]+\.js$/);
    // The entry loads the server's chunk after its Node check, and the server loads the demo by
    // a dynamic import only, never a static one that would run at start.
    const dynamicImport = /\bimport\(\s*["']\.\/([^"']+)["']\s*\)/g;
    const loadedBy = (file: string) => [...read(file).matchAll(dynamicImport)].map((m) => m[1]!);
    const [server] = loadedBy('index.js');
    expect(server).toMatch(/^chunks\/main-[\w-]+\.js$/);
    expect(loadedBy(server!)).toContain(holders[0]);
    expect(read(server!)).not.toMatch(new RegExp(`from\\s*["']\\./${holders[0]}`));
  });
});
