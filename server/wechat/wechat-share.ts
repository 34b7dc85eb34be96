/**
 * WeChat share cards, server side: the signing route and the ticket behind it, assembled from
 * the config. Without WECHAT_APP_ID and WECHAT_APP_SECRET there is none of it.
 */
import type { RequestHandler } from 'express';

import type { AppConfig } from '../config/env';
import type { Logger } from '../logging/logger';
import type { AppMetrics } from '../metrics/metrics';
import { createFailureLog } from './failure-log';
import { JsapiTickets } from './jsapi-tickets';
import { shareConfigRoute } from './share-config-route';
import { connectSharedCredentials } from './shared-credentials';

export interface WechatShare {
  /** The handler of WECHAT_SHARE_CONFIG_PATH. */
  route: RequestHandler;
  close(): void;
}

export function createWechatShare(
  config: Pick<AppConfig, 'wechat' | 'publicOrigin' | 'rateLimitRedisUrl'>,
  logger: Logger,
  metrics: AppMetrics,
): WechatShare | undefined {
  const { wechat } = config;
  if (!wechat) return undefined;
  const failures = createFailureLog(logger, metrics);
  const shared = config.rateLimitRedisUrl
    ? connectSharedCredentials(config.rateLimitRedisUrl, wechat.appId, failures.sharedFailed)
    : undefined;
  const tickets = new JsapiTickets({
    api: wechat,
    shared,
    onApiError: failures.apiFailed,
    onSharedError: failures.sharedFailed,
  });
  return {
    route: shareConfigRoute({
      appId: wechat.appId,
      ticket: () => tickets.ticket(),
      publicOrigin: config.publicOrigin,
    }),
    close: () => shared?.close(),
  };
}
