import { parseArgs } from 'node:util';

/** Every group of checks, in the order they run; --only and --skip name these. */
export const CHECK_NAMES = [
  'probes',
  'build',
  'pages',
  'redirects',
  'headers',
  'proxy',
  'page-cache',
  'latency',
] as const;

export type CheckName = (typeof CHECK_NAMES)[number];

export interface SmokeOptions {
  /** Origin (and optional base path) of the deployment, without a trailing slash. */
  url: string;
  /** The checks to run; the others are reported as skipped. */
  checks: CheckName[];
  expectBuild?: string;
  https: boolean;
  writes: boolean;
  samples: number;
  p95Ms: number;
  timeoutMs: number;
  json?: string;
  junit?: string;
}

export const USAGE = `usage: node dist/smoke.js <url> [options]
       npm run smoke -- <url> [options]

Checks a running deployment (for example http://game-partner-site): each page in each
language and tree, each redirect rule, each header rule and the rest, one named check each
(one JUnit test case each). Groups of checks, for --only and --skip:
  ${CHECK_NAMES.join(', ')}

options:
  --only <group>         run only these groups (repeatable, or a comma list)
  --skip <group>         leave these groups out (repeatable, or a comma list)
  --expect-build <id>    the deployed build id must be this one
  --https                the site is served over https: every Set-Cookie must be Secure
  --writes               also send one valid write through the /api proxy
                         (POST /api/users/report_user_action with an empty action)
  --samples <n>          home page GETs the latency check times (default 20)
  --p95-ms <ms>          latency budget for their 95th percentile (default 500)
  --timeout-ms <ms>      time limit of each named check (default 10000)
  --json <file>          write the results as JSON
  --junit <file>         write the results as JUnit XML
  --help                 print this and exit

Exit status: 0 when every check run passes, 1 when one fails, 2 for bad usage.`;

/** Bad command line: the caller prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

function positiveNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new UsageError(`--${name} must be a positive number, not "${value}"`);
  }
  return number;
}

function checkList(values: readonly string[] | undefined, option: string): CheckName[] {
  const names = (values ?? []).flatMap((value) => value.split(',')).map((name) => name.trim());
  for (const name of names) {
    if (!(CHECK_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(`--${option}: unknown group "${name}" (${CHECK_NAMES.join(', ')})`);
    }
  }
  return names as CheckName[];
}

/** The command line, or `'help'`; throws UsageError when it is wrong. */
export function parseOptions(args: readonly string[]): SmokeOptions | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        only: { type: 'string', multiple: true },
        skip: { type: 'string', multiple: true },
        'expect-build': { type: 'string' },
        https: { type: 'boolean', default: false },
        writes: { type: 'boolean', default: false },
        samples: { type: 'string' },
        'p95-ms': { type: 'string' },
        'timeout-ms': { type: 'string' },
        json: { type: 'string' },
        junit: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError('give exactly one URL');
  const url = positionals[0]!;
  if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) {
    throw new UsageError(`"${url}" is not an http(s) URL`);
  }
  const only = checkList(values.only, 'only');
  const skip = checkList(values.skip, 'skip');
  const selected = only.length > 0 ? only : [...CHECK_NAMES];
  const samples = positiveNumber(values.samples, 'samples', 20);
  if (!Number.isInteger(samples)) throw new UsageError('--samples must be a whole number');
  return {
    url: url.replace(/\/+$/, ''),
    checks: CHECK_NAMES.filter((name) => selected.includes(name) && !skip.includes(name)),
    expectBuild: values['expect-build'],
    https: values.https,
    writes: values.writes,
    samples,
    p95Ms: positiveNumber(values['p95-ms'], 'p95-ms', 500),
    timeoutMs: positiveNumber(values['timeout-ms'], 'timeout-ms', 10_000),
    json: values.json,
    junit: values.junit,
  };
}
