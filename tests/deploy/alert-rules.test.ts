/**
 * The alerts run for real: `promtool test rules` (Debian's `prometheus` package, which
 * scripts/ensure-test-deps.js installs where it can) evaluates deploy/prometheus/rule-tests.yaml
 * against the groups of the base's PrometheusRule. promtool reads plain rule groups, not the
 * custom resource, so the groups are written to a temporary folder beside a copy of the tests.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { z } from 'zod';

import { requireTool } from '../helpers/require-tool';
import { only } from './fixtures';
import { BASE_DIR, DEPLOY_DIR, render } from './kustomize';

const RULE_TESTS = path.join(DEPLOY_DIR, 'prometheus/rule-tests.yaml');
const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';
const promtoolRuns = requireTool('the alert rule tests', {
  name: `promtool (${PROMTOOL})`,
  found: spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0,
  install: 'apt-get install --no-install-recommends prometheus',
});

/** What these checks read of promtool's test file; promtool itself checks the rest. */
const ruleTestsSchema = z.object({
  rule_files: z.array(z.string()).length(1),
  tests: z.array(
    z.object({
      name: z.string(),
      alert_rule_test: z
        .array(z.object({ alertname: z.string(), exp_alerts: z.array(z.unknown()).default([]) }))
        .default([]),
    }),
  ),
});

const ruleTests = ruleTestsSchema.parse(parse(readFileSync(RULE_TESTS, 'utf8')));
const { spec } = only(render(BASE_DIR), PrometheusRule.is);
const alertNames = (spec?.groups ?? []).flatMap((group) =>
  (group.rules ?? []).flatMap((rule) => (rule.alert ? [rule.alert] : [])),
);

describe('the alert rule tests', () => {
  const cases = ruleTests.tests.flatMap((test) => test.alert_rule_test);

  it.each(alertNames)('have %s both firing and staying quiet', (alert) => {
    const own = cases.filter((entry) => entry.alertname === alert);
    expect(own.some((entry) => entry.exp_alerts.length > 0)).toBe(true);
    expect(own.some((entry) => entry.exp_alerts.length === 0)).toBe(true);
  });

  it('name only alerts the PrometheusRule has', () => {
    const unknown = cases.filter((entry) => !alertNames.includes(entry.alertname));
    expect(unknown.map((entry) => entry.alertname)).toEqual([]);
  });
});

describe.skipIf(!promtoolRuns)('promtool test rules', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'alert-rules-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('passes every case against the PrometheusRule’s groups', () => {
    // promtool reads rule_files relative to the test file: both go in one folder.
    writeFileSync(
      path.join(workDir, ruleTests.rule_files[0]!),
      stringify({ groups: spec!.groups }),
    );
    const tests = path.join(workDir, path.basename(RULE_TESTS));
    copyFileSync(RULE_TESTS, tests);
    const result = spawnSync(PROMTOOL, ['test', 'rules', tests], { encoding: 'utf8' });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });
});
