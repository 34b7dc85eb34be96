import type { CheckResult, NamedCheck } from './check';
import { build } from './checks/build';
import { headers } from './checks/headers';
import { latency } from './checks/latency';
import { pageCache } from './checks/page-cache';
import { pages } from './checks/pages';
import { probes } from './checks/probes';
import { proxy } from './checks/proxy';
import { redirects } from './checks/redirects';
import { Facts } from './facts';
import { CHECK_NAMES, type CheckName, type SmokeOptions } from './options';
import { CheckFailed, Site } from './site';

const GROUPS: Record<CheckName, readonly NamedCheck[]> = {
  probes,
  build,
  pages,
  redirects,
  headers,
  proxy,
  'page-cache': pageCache,
  latency,
};

/** Every named check, in the order they run. */
export const ALL_CHECKS: readonly NamedCheck[] = CHECK_NAMES.flatMap((group) => GROUPS[group]);

const elapsed = (started: number): number => Math.round(performance.now() - started);

/** One check under its own time limit: past it, its requests are aborted and it fails. */
async function runCheck(
  check: NamedCheck,
  options: SmokeOptions,
  facts: Facts,
): Promise<CheckResult> {
  const { group, name } = check;
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
    const outcome = await Promise.race([check.run({ site, options, facts }), timeout]);
    return { group, name, status: 'passed', ms: elapsed(started), ...(outcome ?? {}) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const details = error instanceof CheckFailed ? error.details : undefined;
    return { group, name, status: 'failed', ms: elapsed(started), reason, details };
  } finally {
    clearTimeout(timer);
  }
}

/** The selected checks one after another (the latency figure must not share the server). */
export async function runChecks(
  options: SmokeOptions,
  onResult: (result: CheckResult) => void,
): Promise<CheckResult[]> {
  const facts = new Facts(options.url, options.timeoutMs);
  const results: CheckResult[] = [];
  for (const check of ALL_CHECKS) {
    const skipped = !options.checks.includes(check.group)
      ? `--only/--skip left out ${check.group}`
      : check.skipUnless?.(options);
    const result: CheckResult =
      skipped === undefined
        ? await runCheck(check, options, facts)
        : { group: check.group, name: check.name, status: 'skipped', ms: 0, reason: skipped };
    onResult(result);
    results.push(result);
  }
  return results;
}
