/**
 * The one rule for tests that need a program of the machine (nginx, redis-server, Java, promtool,
 * kubectl): where it is missing they are skipped with one line naming what to install, except in
 * CI, where `npm test` installs every one of them (scripts/ensure-test-deps.js): there a missing
 * program is one failing test with that line, since a skip would pass with the suite untested.
 */
import { expect, it } from 'vitest';

export interface Tool {
  /** The program as the line names it, with where it was looked for: `nginx at /usr/sbin/nginx`. */
  name: string;
  /** Whether it is there and runs. */
  found: boolean;
  /** The Debian command that installs it: `apt-get install nginx-light`. */
  install: string;
  /**
   * Why CI cannot install it, where it cannot: its tests are then skipped there too, with this
   * reason in the line.
   */
  notInCi?: string;
}

/** Set by CI services (`CI=true`); `0`, `false` or empty mean unset. */
export const inCi = !['', '0', 'false'].includes(process.env.CI ?? '');

/**
 * Whether the tests of `what` (a file's or a describe block's subject) can run. Call it once per
 * file, at its top level: where the tool is missing it prints the skip line, or, in CI, adds the
 * failing test.
 */
export function requireTool(what: string, tool: Tool): boolean {
  if (tool.found) return true;
  const line = `${what} need ${tool.name}: ${tool.install}`;
  if (inCi && !tool.notInCi) {
    it(`finds ${tool.name} (CI installs every tool the tests need)`, () => {
      expect.fail(line);
    });
  } else {
    console.log(`skipped: ${line}${tool.notInCi ? ` (${tool.notInCi})` : ''}`);
  }
  return false;
}
