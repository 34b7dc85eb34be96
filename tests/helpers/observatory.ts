import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/*
 * The MDN HTTP Observatory, the published package run unchanged, is not a devDependency: its
 * install scripts (for its API server and CLI) download a CA bundle, Chromium's HSTS preload
 * list and a TLD list from hosts our machines cannot reach, and build pg-native against
 * libpq, so `npm ci` would fail. Its scanner only needs plain-JS dependencies, so the test
 * installs the pinned release with npm and scripts off into a cache under node_modules
 * (gone with the next `npm ci`, reinstalled on first use).
 */
export const OBSERVATORY_VERSION = '1.4.8';
const PACKAGE = '@mdn/mdn-http-observatory';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache');
const home = path.join(cacheDir, `mdn-http-observatory-${OBSERVATORY_VERSION}`);
const packageDir = (prefix: string) => path.join(prefix, 'node_modules', ...PACKAGE.split('/'));

/** One Observatory test's outcome, as its scanner reports it. */
export interface ObservatoryTest {
  expectation: string;
  result: string | null;
  pass: boolean | null;
  scoreModifier: number;
  [detail: string]: unknown;
}

export interface ObservatoryResult {
  scan: {
    algorithmVersion: number;
    grade: string;
    score: number;
    statusCode: number;
    testsPassed: number;
    testsFailed: number;
    testsQuantity: number;
    responseHeaders: Record<string, string>;
  };
  tests: Record<string, ObservatoryTest>;
}

interface ScannerModule {
  /** Retrieves http://host, https://host, robots.txt and a CORS preflight, then grades them. */
  scan(hostname: string): Promise<ObservatoryResult>;
}

async function isInstalled(prefix: string): Promise<boolean> {
  try {
    const manifest = await readFile(path.join(packageDir(prefix), 'package.json'), 'utf8');
    return (JSON.parse(manifest) as { version?: string }).version === OBSERVATORY_VERSION;
  } catch {
    return false;
  }
}

async function install(): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  // Built aside and renamed into place, so a run that dies halfway leaves nothing half-done.
  const staging = await mkdtemp(`${home}.partial-`);
  try {
    await promisify(execFile)(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--ignore-scripts',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${PACKAGE}@${OBSERVATORY_VERSION}`,
      ],
      { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
    );
    // What its skipped postinstall would download. Hosts under test are on no preload list,
    // so an empty one gives the same verdicts.
    await writeFile(path.join(packageDir(staging), 'conf', 'hsts-preload.json'), '{}\n');
    if (!existsSync(home)) await rename(staging, home);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The Observatory's own `scan()`, installing the pinned release first when it is missing. */
export async function loadObservatory(): Promise<ScannerModule> {
  if (!(await isInstalled(home))) {
    await rm(home, { recursive: true, force: true });
    await install();
  }
  const entry = pathToFileURL(path.join(packageDir(home), 'src', 'scanner', 'index.js')).href;
  return (await import(/* @vite-ignore */ entry)) as ScannerModule;
}

/**
 * Runs `work` while this process's TLS clients also trust `certificate`: the Observatory
 * grades HSTS and redirects only over a verified connection, and takes no CA option.
 */
export async function withTrustedCertificate<T>(
  certificate: string,
  work: () => Promise<T>,
): Promise<T> {
  const previous = tls.getCACertificates('default');
  tls.setDefaultCACertificates([...previous, certificate]);
  try {
    return await work();
  } finally {
    tls.setDefaultCACertificates(previous);
  }
}

export interface CookieFlags {
  secure?: boolean;
  httponly?: boolean;
  samesite?: string;
}

/** The cookies the scanner's cookie jar ended up with, by name, as its cookies test saw them. */
export function cookiesSeen(result: ObservatoryResult): Record<string, CookieFlags> {
  return (result.tests['cookies']?.['data'] ?? {}) as Record<string, CookieFlags>;
}

/** One line per test: name, verdict, score modifier and result, for the test's output. */
export function formatObservatoryTable(result: ObservatoryResult): string {
  const rows = Object.entries(result.tests).map(([name, test]) => [
    name,
    test.pass ? 'pass' : 'FAIL',
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
    test.result ?? '(none)',
  ]);
  const header = ['test', 'verdict', 'score', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  // The cookies verdict names no cookie; these lines say which one earned it.
  const cookies = Object.entries(cookiesSeen(result)).map(
    ([name, flags]) =>
      `  cookie ${name}:${flags.secure ? ' Secure' : ''}${flags.httponly ? ' HttpOnly' : ''}` +
      `${flags.samesite ? ` SameSite=${flags.samesite}` : ''}`,
  );
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...cookies,
    `grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`,
  ].join('\n');
}
