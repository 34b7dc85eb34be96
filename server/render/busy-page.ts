import type { Response } from 'express';

import { NOT_KEPT } from './shared-cache-headers';

/**
 * The answer when more pages are being made than the site takes on at once: no styles, no
 * scripts, in the three languages (Chinese first), and when to try again.
 */
const BUSY_PAGE = [
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8">',
  '<title>服务器繁忙 / Server busy / サーバーが混み合っています</title>',
  '<h1>服务器繁忙</h1><p>访问的人太多了，请稍后刷新重试。</p>',
  '<h2 lang="en">Server busy</h2><p lang="en">Too many visitors right now. Please reload in a moment.</p>',
  '<h2 lang="ja">サーバーが混み合っています</h2><p lang="ja">しばらくしてから再読み込みしてください。</p>',
  '</html>',
].join('');

/** 503 with Retry-After, unless the response has already begun. */
export function sendBusy(res: Response, retryAfterSeconds: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(503)
    .set('Retry-After', String(retryAfterSeconds))
    .set('Cache-Control', NOT_KEPT)
    .type('html')
    .send(BUSY_PAGE);
}
