import type { Check, CheckResult } from './check';
import { build } from './checks/build';
import { headers } from './checks/headers';
import { latency } from './checks/latency';
import { pageCache } from './checks/page-cache';
import { pages } from './checks/pages';
import { probes } from './checks/probes';
import { proxy } from './checks/proxy';
import { redirects } from './checks/redirects';
import { CHECK_NAMES, type CheckName, type SmokeOptions } from './options';
import { CheckFailed, Site } from './site';

const CHECKS: Record<CheckName, Check> = {
  probes,
  build,
  pages,
  redirects,
  headers,
  proxy,
  'page-cache': pageCache,
  latency,
};

const elapsed = (started: number): number => Math.round(performance.now() - started);

/** One check under its own time limit: past it, its requests are aborted and it fails. */
async function runCheck(name: CheckName, options: SmokeOptions): Promise<CheckResult> {
  const controller = new AbortController();
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new CheckFailed(`timed out after ${options.timeoutMs} ms`));
      controller.abort();
    }, options.timeoutMs);
  });
  try {
    const site = new Site(options.url, controller.signal);
    const outcome = await Promise.race([CHECKS[name]({ site, options }), timeout]);
    return { name, status: 'passed', ms: elapsed(started), ...(outcome ?? {}) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const details = error instanceof CheckFailed ? error.details : undefined;
    return { name, status: 'failed', ms: elapsed(started), reason, details };
  } finally {
    clearTimeout(timer);
  }
}

/** The selected checks one after another (the latency figure must not share the server). */
export async function runChecks(
  options: SmokeOptions,
  onResult: (result: CheckResult) => void,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const name of CHECK_NAMES) {
    const result: CheckResult = options.checks.includes(name)
      ? await runCheck(name, options)
      : { name, status: 'skipped', ms: 0 };
    onResult(result);
    results.push(result);
  }
  return results;
}
