import './production-default';
import type { AddressInfo } from 'node:net';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SHUTDOWN_GRACE_MS } from '../shared/constants';
import { createApp } from './app';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { startDemoApi } from './demo-api/start-demo-api';
import type { Lifecycle } from './health/health-routes';
import { consoleLogger as logger, errorFields } from './logging/logger';

/** The process: configuration, the demo API when no upstream is set, listening, shutdown. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.csrfSecretGenerated && config.mode === 'production') {
    logger.warn(
      "CSRF_SECRET is not set: tokens are signed with a per-process secret, so replicas will reject each other's tokens",
    );
  }

  // The demo's test-only delay and status headers would let any visitor slow it down: off here.
  const demo = config.apiUpstreamUrl ? undefined : await startDemoApi({ simulation: false });
  const upstreamUrl = config.apiUpstreamUrl ?? demo!.url;
  if (demo) logger.info('embedded demo API started', { url: demo.url });

  const lifecycle: Lifecycle = { shuttingDown: false, draining: false };
  const { app, close } = await createApp({ config, upstreamUrl, logger, lifecycle });
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info('listening', {
      url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`,
      mode: config.mode,
      node: process.version,
    });
  });
  // Longer than common load balancer idle timeouts, so the balancer closes idle sockets first.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;

  // Readiness turns 503 first and everything else is still served for the delay, so the balancer
  // takes this replica out before it stops accepting; then in-flight requests get the grace period.
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info('shutting down', { signal, delaySeconds: config.shutdownDelaySeconds });
    setTimeout(drain, config.shutdownDelaySeconds * 1000);
  };
  const drain = () => {
    lifecycle.draining = true;
    const forceExit = setTimeout(() => {
      logger.warn('requests still in flight after the grace period; exiting');
      process.exit(0);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    server.close(async () => {
      await Promise.allSettled([close(), demo?.close()]);
      clearTimeout(forceExit);
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive sockets turn idle as their last response ends; close them as they do.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    closeIdle.unref();
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A stray rejection is a bug to log, not a reason to drop every visitor's connection.
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection', errorFields(reason));
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
