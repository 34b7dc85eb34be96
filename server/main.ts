import type { AddressInfo } from 'node:net';

import { DEMO_VERIFICATION_CODE } from '../shared/account/login-constants';
import { errorFields } from '../shared/error-log-fields';
import { listen } from '../shared/listen';
import { SHUTDOWN_GRACE_MS } from '../shared/server-timeouts';
import { createApp } from './app';
import { ConfigError } from './config/config-error';
import { type AppConfig, loadConfig } from './config/env';
import { Lifecycle } from './health/lifecycle';
import { createHttpServer } from './http/create-http-server';
import { trackForDrain } from './http/graceful-drain';
import { consoleLogger, createLogger, type Logger } from './logging/logger';
import { prettyDestination } from './logging/pretty-destination';
import { AppMetrics } from './metrics/metrics';
import { type MetricsServer, startMetricsServer } from './metrics/metrics-server';

/** The process's logger: at level `info` until the configuration says otherwise. */
let logger: Logger = consoleLogger;

function exitWithConfigError(error: ConfigError): never {
  process.stderr.write(`Configuration error: ${error.message}\n`);
  process.exit(1);
}

/** The configuration, or one `Configuration error:` line on stderr and exit 1. */
function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWithConfigError(error);
    throw error;
  }
}

/** The process's logger as configured: JSON lines, or readable ones for a terminal. */
async function configuredLogger(config: AppConfig): Promise<Logger> {
  if (config.logFormat === 'json') return createLogger({ level: config.logLevel });
  try {
    return createLogger({ level: config.logLevel, destination: await prettyDestination() });
  } catch (error) {
    if (error instanceof ConfigError) exitWithConfigError(error);
    throw error;
  }
}

/** Starts the demo API on a loopback port; imported only here, so its data stays out otherwise. */
async function startEmbeddedDemo() {
  const { startDemoApi } = await import('../demo-api/start-demo-api');
  // The demo's test-only delay and status headers would let any visitor slow it down: off here.
  const demo = await startDemoApi({ simulation: false, logger });
  logger.info(
    `Serving the built-in demo API with sample data: any mainland phone number logs in with code ${DEMO_VERIFICATION_CODE}. Not for production: set API_UPSTREAM_URL.`,
    { demoApiUrl: demo.url },
  );
  return demo;
}

/** The process: configuration, the demo API when asked for, listening, shutdown. */
async function main(): Promise<void> {
  const config = configOrExit();
  logger = await configuredLogger(config);
  // Only a real deployment has replicas that must agree; the demo is one local process.
  if (config.csrfSecretGenerated && config.mode === 'production' && config.apiUpstreamUrl) {
    logger.warn(
      "CSRF_SECRET is not set: tokens are signed with a per-process secret, so replicas will reject each other's tokens",
    );
  }

  const demo = config.apiUpstreamUrl ? undefined : await startEmbeddedDemo();
  const upstreamUrl = config.apiUpstreamUrl ?? demo!.url;

  const lifecycle = new Lifecycle();
  const metrics = new AppMetrics(config.campaignChannels).collectRuntime();
  const { app, close } = await createApp({ config, upstreamUrl, logger, lifecycle, metrics });
  const metricsServer: MetricsServer | undefined =
    config.metricsPort === 0
      ? undefined
      : await startMetricsServer(metrics.registry, lifecycle, config.metricsPort, config.host);
  const server = createHttpServer(app, { maxConnections: config.maxConnections });
  const drainable = trackForDrain(server);
  await listen(server, { port: config.port, host: config.host, setting: 'PORT' });
  const { port } = server.address() as AddressInfo;
  logger.info('listening', {
    url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
    mode: config.mode,
    node: process.version,
    metricsPort: metricsServer?.port,
  });

  // Readiness turns 503 first and everything else is still served for the delay, so the balancer
  // takes this replica out before it stops accepting; then in-flight requests get the grace period.
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info('shutting down', { signal, delaySeconds: config.shutdownDelaySeconds });
    setTimeout(() => void drain(), config.shutdownDelaySeconds * 1000);
  };
  const drain = async () => {
    const forceExit = setTimeout(() => {
      logger.warn('requests still in flight after the grace period; exiting');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    await drainable.drain();
    await Promise.allSettled([close(), demo?.close(), metricsServer?.close()]);
    clearTimeout(forceExit);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A stray rejection is a bug to log, not a reason to drop every visitor's connection.
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection', errorFields(reason));
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Node's own warnings (a deprecation, a listener count past its limit) become log lines too:
  // its default prints plain text on stderr, which breaks a collector reading JSON lines.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    logger.warn('node warning', { name: warning.name, ...errorFields(warning) });
  });
}

main().catch((error: unknown) => {
  logger.error('failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
