/** The built server renders the legal pages from the SITE_CONFIG it is started with. */
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteConfig } from '../../server/config/site-config';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

const EXAMPLE_SITE_CONFIG = path.resolve('deploy/site-config.example.json');

describe('the built server with the example SITE_CONFIG', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  });

  it("shows the example's company in /terms.html", async () => {
    server = await startServerProcess(process.cwd(), {
      DEMO_API: '1',
      SITE_CONFIG: EXAMPLE_SITE_CONFIG,
    });
    const response = await fetch(`${server.url}/terms.html`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(loadSiteConfig(EXAMPLE_SITE_CONFIG).company.name);
    expect(html).not.toContain('演示版未设联系邮箱');
  });
});
