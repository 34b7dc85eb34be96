/**
 * The /api part of the app alone, wired exactly as production wires it (the app's cookie parser, the
 * anti-forgery check, then the proxy) beside the route that issues the token, and a logger
 * that keeps what it is told: for the proxy and anti-forgery tests.
 */
import express, { type Express } from 'express';

import { createApiProxy } from '../../server/api-proxy/create-api-proxy';
import { requestCookies } from '../../server/http/request-cookies';
import type { LogFields, Logger } from '../../server/logging/logger';
import { requestLog, requestRecorder } from '../../server/logging/request-log';
import { AppMetrics } from '../../server/metrics/metrics';
import type { RateLimits } from '../../server/rate-limit/rate-limits';
import { requestContext } from '../../server/request/request-context';
import { createCsrfProtection } from '../../server/security/csrf';
import { XSRF_TOKEN_PATH } from '../../shared/api/xsrf';

export interface RecordingLogger extends Logger {
  lines: { level: string; message: string; fields?: LogFields }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
}

export const TEST_CSRF_SECRET = 'test-secret-that-is-long-enough';

export interface ProxyAppOptions {
  upstreamUrl: string;
  logger?: Logger;
  timeoutMs?: number;
  maxAnswerBytes?: number;
  alwaysSecure?: boolean;
  trustProxy?: boolean;
  allowedOrigins?: string[];
  rateLimits?: Pick<RateLimits, 'admit'>;
}

/**
 * The request's context (its id), the request log, the cookie parser, the route that issues
 * the token, then /api: check, then proxy.
 */
export function buildTestApp(options: ProxyAppOptions): Express {
  const logger = options.logger ?? recordingLogger();
  const app = express();
  app.set('trust proxy', options.trustProxy ?? false);
  app.disable('x-powered-by');
  app.use(
    requestContext(),
    requestLog(requestRecorder({ logger, metrics: new AppMetrics(), buildId: 'test' })),
  );
  app.use(requestCookies());
  const csrf = createCsrfProtection({
    secret: TEST_CSRF_SECRET,
    alwaysSecure: options.alwaysSecure ?? false,
    allowedOrigins: options.allowedOrigins,
  });
  app.get(XSRF_TOKEN_PATH, csrf.issueToken);
  app.use(
    '/api',
    createApiProxy({
      upstreamUrl: options.upstreamUrl,
      logger,
      forgeryRefusal: csrf.forgeryRefusal,
      timeoutMs: options.timeoutMs,
      maxAnswerBytes: options.maxAnswerBytes,
      rateLimits: options.rateLimits,
    }),
  );
  return app;
}
