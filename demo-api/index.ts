/**
 * `npm run demo-api`: the demo API alone, as a staging or benchmark upstream for the site
 * (`API_UPSTREAM_URL=http://127.0.0.1:3001 npm start`).
 *
 * - `PORT`: default 3001, beside the site's 3000. `HOST`: default 127.0.0.1, because its login takes one fixed code;
 *   `HOST=0.0.0.0` exposes it, e.g. in a container.
 * - `CAPTCHA_ID`: as for the site; unset means the local test captcha.
 * - The test hooks `x-demo-delay-ms` and `x-demo-status` are off, as in the site's embedded demo,
 *   so no caller can make it wait or fail.
 *
 * One JSON line `listening` with its origin once it accepts connections; SIGTERM or SIGINT
 * finishes the requests in flight and exits 0. A port already taken stops it with one line.
 */
import { errorFields } from '../shared/error-log-fields';
import { PortInUseError } from '../shared/listen';
import { DEFAULT_DEMO_HOST, DEFAULT_DEMO_PORT } from './constants';
import { consoleLogger as logger } from './logger';
import { startDemoApi } from './start-demo-api';

class ConfigError extends Error {}

function portFrom(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return DEFAULT_DEMO_PORT;
  if (!/^\d+$/.test(text) || Number(text) > 65_535) {
    throw new ConfigError('PORT must be a whole number from 0 to 65535');
  }
  return Number(text);
}

async function main(): Promise<void> {
  let port: number;
  try {
    port = portFrom(process.env.PORT);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // The same one line as the site server's configuration errors.
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
  const host = process.env.HOST?.trim() || DEFAULT_DEMO_HOST;
  const demo = await startDemoApi({ port, host, simulation: false, logger }).catch(
    (error: unknown) => {
      if (!(error instanceof PortInUseError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    },
  );
  logger.info('listening', { url: demo.url, service: 'demo-api', node: process.version });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    void demo.close().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('failed to start', errorFields(error));
  process.exit(1);
});
