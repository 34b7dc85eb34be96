/** A flood of CSP reports past their own throttle does not fill the access log either. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { CSP_REPORTS_LOGGED_PER_MINUTE } from '../../server/security/csp-report';
import { proxySiteForSuite } from '../helpers/proxy-site';

const site = proxySiteForSuite({ whole: true });

describe('CSP reports past the throttle', () => {
  it('leave no access-log line at info', async () => {
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } });
    const send = () =>
      request(site.url)
        .post('/csp-report')
        .set('Content-Type', 'application/csp-report')
        .send(report);
    const infoLines = (path: string) =>
      site.logger.lines.filter(
        (line) => line.level === 'info' && line.message === 'request' && line.fields?.path === path,
      ).length;
    const accessLines = () => infoLines('/csp-report');
    for (let index = 0; index < CSP_REPORTS_LOGGED_PER_MINUTE; index += 1) {
      expect((await send()).status).toBe(204);
    }
    // Each line is written when its response closes: wait for the last one.
    await expect.poll(accessLines).toBe(CSP_REPORTS_LOGGED_PER_MINUTE);
    for (let index = 0; index < 20; index += 1) {
      expect((await send()).status).toBe(204);
    }
    // A request after them is logged; by then every earlier line has been written too.
    await request(site.url).get('/robots.txt');
    await expect.poll(() => infoLines('/robots.txt')).toBe(1);
    expect(accessLines()).toBe(CSP_REPORTS_LOGGED_PER_MINUTE);
  });
});
