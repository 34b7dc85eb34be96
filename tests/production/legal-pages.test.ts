/** The built server renders all eight legal files from the SITE_CONFIG it is started with. */
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');
const { company, legalOperators } = loadSiteConfig(EXAMPLE_SITE_CONFIG);

/** Each file with the SITE_CONFIG block that names its operator. */
const FILES = [
  ['terms.html', company],
  ['privacy.html', company],
  ['douvterms.html', company],
  ['douvsubscribeterms.html', company],
  ['terms-txj.html', legalOperators!.txj!],
  ['privacy-txj.html', legalOperators!.txj!],
  ['douvterms-legionzone.html', legalOperators!.legionZone!],
  ['douvsubscribeterms-legionzone.html', legalOperators!.legionZone!],
] as const;

describe('the built server with the example SITE_CONFIG', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it('shows each legal file its operator, contact and address, and none says demo', async () => {
    server = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      SITE_CONFIG: EXAMPLE_SITE_CONFIG,
    });
    for (const [file, operator] of FILES) {
      const response = await fetch(`${server.url}/${file}`);
      expect(response.status, file).toBe(200);
      const html = await response.text();
      expect(html, file).toContain(operator.name);
      expect(html, file).toContain(operator.contactEmail);
      expect(html, file).toContain(operator.address);
      expect(html, file).not.toMatch(/演示版|demo|デモ/i);
    }
  });
});
