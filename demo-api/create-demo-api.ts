/**
 * The demo API: every endpoint the site calls, with sample data in zh, en and ja, answering the
 * envelope `{ error_code, error_message, payload }`.
 *
 * - Business errors: HTTP 200 with error_code != 0 (codes in API_ERROR_CODES of shared/api/types).
 * - Unknown endpoints: HTTP 404, error_code 404. Malformed JSON: HTTP 400. Body over 1 MiB: 413.
 * - Language: request header `lan` (zh, en, ja; anything else is zh).
 * - Test hooks `x-demo-delay-ms` and `x-demo-status`: see simulate.ts.
 */
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

import { API_BODY_LIMIT_BYTES } from '../shared/api/http-constants';
import { API_ERROR_CODES } from '../shared/api/types';
import { errorFields } from '../shared/error-log-fields';
import { CodeAttempts } from './code-attempts';
import type { DemoContext } from './context';
import { DemoApiError, sendError } from './envelope';
import { requestLang } from './lang';
import { consoleLogger, type Logger } from './logger';
import { dayStart } from './present-characters';
import { charactersRouter } from './routes/characters';
import { gamesRouter } from './routes/games';
import { imRouter } from './routes/im';
import { mediaRouter } from './routes/media';
import { questRouter } from './routes/quest';
import { usersRouter } from './routes/users';
import { utilsRouter } from './routes/utils';
import { visitorRouter } from './routes/visitor';
import { DemoStore } from './sessions';
import { simulate } from './simulate';

export interface DemoApiOptions {
  /** Clock, for tests (rate limit, token expiry, activity status). Default Date.now. */
  now?: () => number;
  /**
   * The captcha provider id. Default: process.env.CAPTCHA_ID, read once here. Unset or '' means
   * the local test captcha (shared/api/local-captcha.ts) is required.
   */
  captchaId?: string;
  /** Honour the x-demo-delay-ms and x-demo-status headers. Default true. */
  simulation?: boolean;
  /** Where unexpected errors are logged. Default: JSON lines on stderr. */
  logger?: Logger;
}

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/** Maps anything thrown by a handler or the body parser to a DemoApiError. */
function toDemoError(error: unknown): DemoApiError | undefined {
  if (error instanceof DemoApiError) return error;
  if (!isBodyParserError(error) || error.status < 400 || error.status >= 500) return undefined;
  if (error.type === 'entity.too.large') {
    return new DemoApiError(API_ERROR_CODES.PAYLOAD_TOO_LARGE, 'too_large', {}, 413);
  }
  if (error.type === 'entity.parse.failed') {
    return new DemoApiError(API_ERROR_CODES.BAD_REQUEST, 'bad_json', {}, 400);
  }
  return new DemoApiError(error.status, 'invalid_params', { field: 'body' }, error.status);
}

export function createDemoApi(options: DemoApiOptions = {}): express.Express {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const context: DemoContext = {
    store: new DemoStore(now),
    codeAttempts: new CodeAttempts(now),
    now,
    captchaId: options.captchaId ?? (process.env.CAPTCHA_ID || undefined),
    baseDay: dayStart(now()),
  };

  const app = express();
  app.disable('x-powered-by');
  if (options.simulation ?? true) app.use(simulate());
  app.use(express.json({ limit: API_BODY_LIMIT_BYTES }));
  app.use(express.urlencoded({ extended: false, limit: API_BODY_LIMIT_BYTES }));

  const api = express.Router();
  api.use(usersRouter(context));
  api.use(utilsRouter());
  api.use(charactersRouter());
  api.use(imRouter(context));
  api.use(questRouter(context));
  api.use(visitorRouter(context));
  api.use(gamesRouter());
  api.use(mediaRouter());
  app.use('/api', api);

  const notFound: RequestHandler = (_req, _res, next) => {
    next(new DemoApiError(API_ERROR_CODES.NOT_FOUND_ROUTE, 'route_not_found', {}, 404));
  };
  app.use(notFound);

  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const demoError = toDemoError(error);
    if (demoError) {
      sendError(res, requestLang(req), demoError);
      return;
    }
    logger.error('demo API: unexpected error', { path: req.path, ...errorFields(error) });
    sendError(
      res,
      requestLang(req),
      new DemoApiError(API_ERROR_CODES.INTERNAL, 'internal', {}, 500),
    );
  };
  app.use(onError);

  return app;
}
