// First-load JavaScript as a browser sees it: every script response of the desktop home page
// until the network is idle, in gzip bytes.
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, chromiumPath } from '../chromium.js';

/**
 * Sizes come from the browser's own count of encoded body bytes received (the transfer size
 * without headers), with only gzip offered, so they are gzip sizes. A script the server sent
 * uncompressed (too small to bother) counts as its body re-gzipped, so every file is in gzip terms.
 */
export async function firstLoadJs(url, userAgent) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({
      userAgent,
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
    });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });

    const files = [];
    for (const response of scripts) {
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      const { responseBodySize } = await response.request().sizes();
      const gzipBytes =
        encoding === 'gzip' ? responseBodySize : gzipSync(await response.body()).length;
      files.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        encoding,
        gzipBytes,
        measured: encoding === 'gzip' ? 'transfer' : 're-gzipped',
      });
    }
    const bytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { kb: Math.round((bytes / 1024) * 10) / 10, count: files.length, files };
  } finally {
    await browser.close();
  }
}
