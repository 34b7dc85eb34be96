import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { EXPECTED_CHECKS, OPTIONAL_CHECKS, runSmoke } from './smoke-harness';

/** Not run here: the build id is wrong on purpose, latency is left out, and the optional ones. */
const FAILED = ['build id'];
const SKIPPED = [...OPTIONAL_CHECKS, 'latency p95 of /'];

/** A build id that needs escaping in XML, to see that the failure message survives it. */
const ODD_ID = `<nope & "more">`;

interface JsonReport {
  url: string;
  passed: number;
  failed: number;
  skipped: number;
  checks: {
    group: string;
    name: string;
    status: string;
    ms: number;
    reason: string | null;
    details: object;
  }[];
}

describe('the smoke reports', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'smoke-reports-'));
  const json = path.join(dir, 'smoke.json');
  const junit = path.join(dir, 'smoke.xml');
  let server: ServerProcess;
  let status: number | null;

  beforeAll(async () => {
    server = await startServerProcess(process.cwd(), { DEMO_API: '1' });
    const run = await runSmoke([
      server.url,
      '--expect-build',
      ODD_ID,
      '--skip',
      'latency',
      '--json',
      json,
      '--junit',
      junit,
    ]);
    status = run.status;
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  });

  it('exits 1 for the one failed check', () => {
    expect(status).toBe(1);
  });

  it('write JSON with every check: name, status, time, reason and details', () => {
    const report = JSON.parse(readFileSync(json, 'utf8')) as JsonReport;
    expect(report.url).toBe(server.url);
    expect(report).toMatchObject({
      passed: EXPECTED_CHECKS.length - FAILED.length - SKIPPED.length,
      failed: FAILED.length,
      skipped: SKIPPED.length,
    });
    expect(report.checks.map(({ name, status }) => [name, status])).toEqual(
      EXPECTED_CHECKS.map((name) => [
        name,
        FAILED.includes(name) ? 'failed' : SKIPPED.includes(name) ? 'skipped' : 'passed',
      ]),
    );
    const build = report.checks.find(({ name }) => name === 'build id')!;
    expect(build.group).toBe('build');
    expect(build.reason).toMatch(new RegExp(`^deployed build is \\w+, expected ${ODD_ID}$`));
    expect(build.ms).toBeGreaterThanOrEqual(0);
    const page = report.checks.find(({ name }) => name === 'page ja phone /game-library/:slug')!;
    expect(page.details).toMatchObject({
      path: expect.stringMatching(/^\/ja\/m\/game-library\/\d+$/),
    });
  });

  it('write valid JUnit XML: one suite, its counts, one test case per check', () => {
    const text = readFileSync(junit, 'utf8');
    expect(XMLValidator.validate(text)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['testsuite', 'testcase'].includes(name),
    }).parse(text) as {
      testsuites: {
        testsuite: {
          tests: string;
          failures: string;
          skipped: string;
          time: string;
          testcase: {
            name: string;
            classname: string;
            time: string;
            failure?: { message: string };
            skipped?: { message: string };
          }[];
        }[];
      };
    };
    const suites = parsed.testsuites.testsuite;
    expect(suites).toHaveLength(1);
    const suite = suites[0]!;
    expect(suite).toMatchObject({
      tests: String(EXPECTED_CHECKS.length),
      failures: String(FAILED.length),
      skipped: String(SKIPPED.length),
    });
    expect(EXPECTED_CHECKS.length).toBeGreaterThanOrEqual(40);
    expect(Number(suite.time)).toBeGreaterThan(0);
    expect(suite.testcase.map(({ name }) => name)).toEqual(EXPECTED_CHECKS);
    const failures = suite.testcase.filter((testcase) => testcase.failure !== undefined);
    expect(failures.map(({ name }) => name)).toEqual(FAILED);
    expect(failures[0]!.failure!.message).toContain(`expected ${ODD_ID}`);
    expect(suite.testcase.at(-1)!.skipped).toMatchObject({
      message: expect.stringContaining('latency'),
    });
    for (const testcase of suite.testcase) expect(testcase.classname).toMatch(/^smoke\.[a-z-]+$/);
  });
});
