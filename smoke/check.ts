import type { CheckName, SmokeOptions } from './options';
import type { Site } from './site';

export interface CheckContext {
  site: Site;
  options: SmokeOptions;
}

/** What a passing check has to say: a short note for its line, details for the reports. */
export interface CheckOutcome {
  note?: string;
  details?: Record<string, unknown>;
}

/** Throws CheckFailed (or any error) to fail. */
export type Check = (context: CheckContext) => Promise<CheckOutcome | void>;

export interface CheckResult {
  name: CheckName;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
  reason?: string;
  note?: string;
  details?: Record<string, unknown>;
}
