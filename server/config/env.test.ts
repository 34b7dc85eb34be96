import { describe, expect, it } from 'vitest';

import { OTHER_CHANNEL } from '../metrics/campaign-channel';
import { ConfigError } from './config-error';
import { MIN_UPSTREAM_MAX_BYTES } from './defaults';
import { loadConfig } from './env';

/** The least a production start needs besides the variable under test. */
const BASE = { NODE_ENV: 'production', API_UPSTREAM_URL: 'https://api.example.com' };

describe('loadConfig', () => {
  it('turns the environment into the camelCase config, with defaults', () => {
    const config = loadConfig({ ...BASE, PAGE_CACHE_MAX_MB: '2', CAPTCHA_ID: ' id ' });
    expect(config).toMatchObject({
      mode: 'production',
      port: 3000,
      apiUpstreamUrl: 'https://api.example.com',
      csrfSecretGenerated: true,
      pageCacheSeconds: 5,
      pageCacheMaxBytes: 2 * 1024 * 1024,
      integrations: { captchaId: 'id', analyticsId: undefined },
      logLevel: 'info',
    });
  });

  it('turns the page cache off in development unless PAGE_CACHE_SECONDS is set', () => {
    const development = { ...BASE, NODE_ENV: 'development' };
    expect(loadConfig(development).pageCacheSeconds).toBe(0);
    expect(loadConfig({ ...development, PAGE_CACHE_SECONDS: '30' }).pageCacheSeconds).toBe(30);
  });

  it.each([
    [{ PAGE_CACHE_SECONDS: '86401' }, 'PAGE_CACHE_SECONDS must be a whole number from 0 to 86400'],
    [{ PORT: 'x' }, 'PORT must be a whole number from 0 to 65535'],
    [{ CSRF_SECRET: 'short' }, 'CSRF_SECRET must be at least 16 characters long'],
    [
      { PORT: '9100', METRICS_PORT: '9100' },
      'METRICS_PORT must differ from PORT (set it to 0 to turn metrics off)',
    ],
    [
      { API_UPSTREAM_URL: undefined },
      'API_UPSTREAM_URL is not set (set DEMO_API=1 to serve the built-in demo API instead)',
    ],
    // A cap no answer fits under would turn every /api call into a 502.
    [
      { UPSTREAM_MAX_BYTES: '0' },
      `UPSTREAM_MAX_BYTES must be a whole number from ${MIN_UPSTREAM_MAX_BYTES} to 1073741824`,
    ],
    [
      { UPSTREAM_MAX_BYTES: String(MIN_UPSTREAM_MAX_BYTES - 1) },
      `UPSTREAM_MAX_BYTES must be a whole number from ${MIN_UPSTREAM_MAX_BYTES} to 1073741824`,
    ],
    [
      { CAMPAIGN_CHANNELS: `bilibili,${OTHER_CHANNEL}` },
      `CAMPAIGN_CHANNELS must not name "${OTHER_CHANNEL}", the label the metrics give every channel not named`,
    ],
  ])('refuses %o with one line naming the variable', (vars, message) => {
    expect(() => loadConfig({ ...BASE, ...vars })).toThrow(new ConfigError(message));
  });

  it('accepts the least UPSTREAM_MAX_BYTES', () => {
    const config = loadConfig({ ...BASE, UPSTREAM_MAX_BYTES: String(MIN_UPSTREAM_MAX_BYTES) });
    expect(config.upstreamMaxBytes).toBe(MIN_UPSTREAM_MAX_BYTES);
  });

  it('accepts a channel whose name only starts like the overflow label', () => {
    const config = loadConfig({ ...BASE, CAMPAIGN_CHANNELS: `bilibili,${OTHER_CHANNEL}s` });
    expect([...config.campaignChannels]).toEqual(['bilibili', `${OTHER_CHANNEL}s`]);
  });

  it('accepts no upstream when the demo API is asked for', () => {
    expect(loadConfig({ ...BASE, API_UPSTREAM_URL: undefined, DEMO_API: '1' }).demoApi).toBe(true);
  });
});
