import type { Facts } from './facts';
import type { CheckName, SmokeOptions } from './options';
import type { Site } from './site';

export interface CheckContext {
  site: Site;
  options: SmokeOptions;
  /** What several checks of one run need (the home page, a game id, the upstream's state). */
  facts: Facts;
}

/** What a passing check has to say: a short note for its line, details for the reports. */
export interface CheckOutcome {
  note?: string;
  details?: Record<string, unknown>;
}

/** Throws CheckFailed (or any error) to fail. */
export type Check = (context: CheckContext) => Promise<CheckOutcome | void>;

/** One check with the name an operator reads in the log and in the JUnit report. */
export interface NamedCheck {
  group: CheckName;
  /** Stable across runs (ids read from the site go in the details, not the name). */
  name: string;
  run: Check;
  /** Why the check does not apply to this run (an option not given), if it does not. */
  skipUnless?: (options: SmokeOptions) => string | undefined;
}

export interface CheckResult {
  group: CheckName;
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  reason?: string;
  note?: string;
  details?: Record<string, unknown>;
}
