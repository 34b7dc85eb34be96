/**
 * The response envelope `{ error_code, error_message, payload }`. Business errors answer HTTP 200
 * with error_code != 0, like the real backend; route handlers throw DemoApiError and the error
 * handler of create-demo-api.ts turns it into the envelope in the request's language.
 */
import type { Request, Response } from 'express';

import { ERROR_CODE_OK } from '../shared/api/error-codes';
import type { ApiEnvelope } from '../shared/api/types';
import type { Lang } from '../shared/i18n/languages';
import { fill, pick, requestLang } from './lang';
import { type MessageKey, MESSAGES } from './messages';

export class DemoApiError extends Error {
  constructor(
    readonly errorCode: number,
    readonly messageKey: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly httpStatus = 200,
  ) {
    super(MESSAGES[messageKey].en);
    this.name = 'DemoApiError';
  }
}

export function envelope<T>(errorCode: number, errorMessage: string, payload: T): ApiEnvelope<T> {
  return { error_code: errorCode, error_message: errorMessage, payload };
}

export function sendOk<T>(req: Request, res: Response, payload: T): void {
  res.json(envelope(ERROR_CODE_OK, pick(MESSAGES.ok, requestLang(req)), payload));
}

export function sendError(res: Response, lang: Lang, error: DemoApiError): void {
  const message = fill(pick(MESSAGES[error.messageKey], lang), error.values);
  res.status(error.httpStatus).json(envelope(error.errorCode, message, null));
}
