/**
 * A rollout: a page of build A, which an edge or a browser still holds, is shown after build B
 * replaced A. Build A is the build under test; build B is `npm run build` (scripts/build.js) over
 * a copy of A's output, from a copy of the sources with one script and one style changed, so
 * the page's entry script and stylesheet have other names in B. Chromium loads A's HTML at B's
 * origin: every script and style it names must load, and the page must hydrate and navigate.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREVIOUS_ASSETS_DIR } from '../../server/http/previous-assets';
import { launchBrowser, openPage, waitForHydration } from '../helpers/browser';
import { attr, bootScripts, elements, parseHtml } from '../helpers/html';
import { DIST_DIR, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { DESKTOP_UA, MOBILE_UA } from '../helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the build reads besides these: the installed packages (linked) and old builds (left out). */
const NOT_SOURCES = /^(?:node_modules|\.git|dist[^/]*)(?:\/|$)/;

/** An asset of the build before A. */
const OLDER_ASSET = 'older-AAAAAAAA.js';

/** A page of build A: its HTML and the headers that go with it (the CSP holds its nonce). */
interface HeldPage {
  path: string;
  userAgent: string;
  link: string;
  html: string;
  contentType: string;
  csp: string;
}

/** Pages of build A, each with a link that the client follows without loading a document. */
const PAGES = [
  { path: '/about-us', userAgent: DESKTOP_UA, link: '/activity' },
  { path: '/m', userAgent: MOBILE_UA, link: '/m/game-library' },
];

let browser: Browser;
let buildB: ServerProcess;
let sourcesB: string;
let heldPages: HeldPage[];

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The scripts and styles a page's HTML names, its boot script's included. */
function pageAssets(html: string): string[] {
  const document = parseHtml(html);
  return [
    ...elements(document, 'script').map((script) => attr(script, 'src')),
    ...elements(document, 'link')
      .filter((link) => attr(link, 'rel') === 'stylesheet')
      .map((link) => attr(link, 'href')),
    ...bootScripts(document),
  ].filter((url): url is string => url?.startsWith('/assets/') === true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const buildA = await startServerProcess(ROOT, { DEMO_API: '1' });
  try {
    heldPages = await Promise.all(
      PAGES.map(async (page) => {
        const response = await fetch(`${buildA.url}${page.path}`, {
          headers: { 'User-Agent': page.userAgent },
        });
        expect(response.status).toBe(200);
        return {
          ...page,
          html: await response.text(),
          contentType: response.headers.get('content-type') ?? '',
          csp: response.headers.get('content-security-policy') ?? '',
        };
      }),
    );
  } finally {
    await stop(buildA);
  }

  sourcesB = mkdtempSync(path.join(tmpdir(), 'site-build-b-'));
  cpSync(ROOT, sourcesB, {
    recursive: true,
    filter: (source) => !NOT_SOURCES.test(path.relative(ROOT, source)),
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(sourcesB, 'node_modules'), 'dir');
  cpSync(path.resolve(ROOT, DIST_DIR), path.join(sourcesB, 'dist'), { recursive: true });
  // Build A's own previous assets stand for an older generation, which B must drop: one file
  // (whatever A kept may be A's own assets, after a rebuild of the same sources).
  const previousOfA = path.join(sourcesB, 'dist', PREVIOUS_ASSETS_DIR);
  rmSync(previousOfA, { recursive: true, force: true });
  mkdirSync(previousOfA, { recursive: true });
  writeFileSync(path.join(previousOfA, OLDER_ASSET), 'export {};\n');
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(sourcesB, file);
    writeFileSync(full, change(readFileSync(full, 'utf8')));
  };
  // A script of the entry chunk and a style: what a release changes.
  edit('client/runtime/chunk-reload.ts', (text) =>
    text.replace("'chunkReloadAt'", "'chunkReloadAtB'"),
  );
  edit('client/styles/base.css', (text) => `${text}\n:root {\n  --build: 'b';\n}\n`);
  const build = spawnSync(process.execPath, ['scripts/build.js'], {
    cwd: sourcesB,
    // As a shell runs it: the test runner's NODE_ENV=test would make a development bundle.
    env: { PATH: process.env.PATH ?? '', DIST_DIR: 'dist' },
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  buildB = await startServerProcess(sourcesB, { DIST_DIR: 'dist', DEMO_API: '1' });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (buildB) await stop(buildB);
  if (sourcesB) rmSync(sourcesB, { recursive: true, force: true });
});

/** Whether build B has `asset` (a URL path under /assets/) among its own. */
function inBuildB(asset: string): boolean {
  return existsSync(path.join(sourcesB, 'dist/client', asset));
}

describe('a page of the previous build after a rollout', () => {
  it('is a real rollout: build B no longer has the entry script and stylesheet of build A', () => {
    for (const page of heldPages) {
      const assets = pageAssets(page.html);
      const entry = assets.find((url) => /\/entry-client-[\w-]+\.js$/.test(url));
      const style = assets.find((url) => url.endsWith('.css'));
      expect(entry, page.path).toBeDefined();
      expect(style, page.path).toBeDefined();
      expect(inBuildB(entry!), entry).toBe(false);
      expect(inBuildB(style!), style).toBe(false);
    }
  });

  it("keeps build A's assets, and only those, as the previous ones", () => {
    expect(readdirSync(path.join(sourcesB, 'dist', PREVIOUS_ASSETS_DIR)).sort()).toEqual(
      readdirSync(path.resolve(ROOT, DIST_DIR, 'client/assets')).sort(),
    );
  });

  it('loads every script and style of build A at build B, hydrates and navigates', async () => {
    for (const held of heldPages) {
      const { page, context, problems } = await openPage(browser, {
        userAgent: held.userAgent,
        viewport: held.userAgent === MOBILE_UA ? { width: 390, height: 844 } : undefined,
      });
      // The edge's copy of A's page: the document only; everything it asks for comes from B.
      await page.route(`${buildB.url}${held.path}`, (route) =>
        route.fulfill({
          status: 200,
          headers: { 'content-type': held.contentType, 'content-security-policy': held.csp },
          body: held.html,
        }),
      );
      const assets = new Map<string, number>();
      const failed: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/assets/')) assets.set(url.pathname, response.status());
        if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
      });
      // Beacons the page fires and forgets may be cut off by a navigation: only code and styles.
      page.on('requestfailed', (request) => {
        if (['document', 'script', 'stylesheet'].includes(request.resourceType())) {
          failed.push(`failed ${request.url()}`);
        }
      });

      await page.goto(`${buildB.url}${held.path}`);
      await waitForHydration(page).catch((error: unknown) => {
        throw new Error(`${held.path} did not hydrate: ${failed.join(', ')}`, { cause: error });
      });
      for (const asset of pageAssets(held.html)) {
        expect(assets.get(asset), `${held.path}: ${asset}`).toBe(200);
      }

      // A client navigation loads another of A's route chunks, from B's previous assets.
      const before = new Set(assets.keys());
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      // The first one on screen: the menu holds a copy of the nav, hidden until opened.
      await page.locator(`a[href="${held.link}"]:visible`).first().click();
      await page.waitForURL(`${buildB.url}${held.link}`);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      const loadedLater = [...assets.keys()].filter((asset) => !before.has(asset));
      expect(
        loadedLater.filter((asset) => !inBuildB(asset)),
        held.link,
      ).not.toEqual([]);

      expect(failed, held.path).toEqual([]);
      expect(problems, held.path).toEqual([]);
      await context.close();
    }
  });
});
