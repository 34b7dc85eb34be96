import type { CheckResult } from './check';

/** `PASS name (ms)`, `FAIL name — reason`, `SKIP name`. */
export function resultLine(result: CheckResult): string {
  switch (result.status) {
    case 'passed':
      return `PASS ${result.name} (${result.ms} ms)${result.note ? ` ${result.note}` : ''}`;
    case 'failed':
      return `FAIL ${result.name} — ${result.reason ?? 'failed'}`;
    case 'skipped':
      return `SKIP ${result.name}${result.reason ? ` (${result.reason})` : ''}`;
  }
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function countsOf(results: readonly CheckResult[]): Counts {
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

export function summaryLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

export function jsonReport(url: string, startedAt: Date, results: readonly CheckResult[]): string {
  const report = {
    url,
    startedAt: startedAt.toISOString(),
    ...countsOf(results),
    checks: results.map(({ group, name, status, ms, reason, details }) => ({
      group,
      name,
      status,
      ms,
      reason: reason ?? null,
      details: details ?? {},
    })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function xml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/** JUnit XML, as CI systems read it: one suite, one test case per named check. */
export function junitReport(url: string, startedAt: Date, results: readonly CheckResult[]): string {
  const { failed, skipped } = countsOf(results);
  const time = seconds(results.reduce((sum, result) => sum + result.ms, 0));
  const counts = `tests="${results.length}" failures="${failed}" errors="0" skipped="${skipped}" time="${time}"`;
  const cases = results.map((result) => {
    const open = `    <testcase name="${xml(result.name)}" classname="smoke.${xml(result.group)}" time="${seconds(result.ms)}"`;
    if (result.status === 'passed') return `${open}/>`;
    const inner =
      result.status === 'skipped'
        ? `<skipped message="${xml(result.reason ?? 'skipped')}"/>`
        : `<failure message="${xml(result.reason ?? 'failed')}">${xml(JSON.stringify(result.details ?? {}))}</failure>`;
    return `${open}>\n      ${inner}\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="smoke" ${counts}>`,
    `  <testsuite name="smoke ${xml(url)}" ${counts} timestamp="${startedAt.toISOString()}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
