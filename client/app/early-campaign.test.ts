import { describe, expect, it } from 'vitest';

import { jsonForScript } from '../../shared/markup-escape';
import { PAGE_READ_PARAMS } from '../../shared/routing/page-read-params';
import { EARLY_CAMPAIGN_SCRIPT } from './early-campaign';

describe('EARLY_CAMPAIGN_SCRIPT', () => {
  it('is a script that leaves behind the parameters the route manifest says pages read', () => {
    expect(() => new Function(EARLY_CAMPAIGN_SCRIPT)).not.toThrow();
    expect(EARLY_CAMPAIGN_SCRIPT).toContain(jsonForScript(PAGE_READ_PARAMS));
    // Plain ES2017: no optional chaining or nullish coalescing for older in-app browsers.
    expect(EARLY_CAMPAIGN_SCRIPT).not.toMatch(/\?\.|\?\?/);
    expect(EARLY_CAMPAIGN_SCRIPT).not.toMatch(/<\//);
  });
});
