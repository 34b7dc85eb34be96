/**
 * The Grafana dashboard as an operator meets it: every panel says what it shows and what to look
 * for, reads the chosen Prometheus and the chosen job, and the campaign panel computes exactly
 * what its alert does; on Kubernetes it ships as a ConfigMap the Grafana sidecar picks up.
 */
import { readFileSync } from 'node:fs';

import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { describe, expect, it } from 'vitest';

import { only } from './fixtures';
import { DASHBOARD_FILE, panelsOf, queriesOf, readDashboard } from './grafana';
import { BASE_DIR, generatedObjects, OVERLAY_DIR, render } from './kustomize';

const dashboard = readDashboard();
const DATASOURCE = '${datasource}';
/** What every panel query selects: the variables, so one Grafana serves every deployment. */
const SELECTOR = 'job="$job",namespace=~"$namespace",pod=~"$pod"';
/** The label kube-prometheus-stack's Grafana sidecar looks for (`grafana.sidecar.dashboards`). */
const SIDECAR_LABEL = { grafana_dashboard: '1' };

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the Grafana dashboard', () => {
  const panels = panelsOf(dashboard);

  it('has a fixed uid and a current schema version', () => {
    expect(dashboard.uid).toBe('game-partner-site');
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
  });

  it('gives every panel a title and a one-line description', () => {
    expect(panels.length).toBeGreaterThan(20);
    for (const panel of panels) {
      expect(panel.title, JSON.stringify(panel).slice(0, 80)).toMatch(/\S/);
      expect(panel.description, panel.title).toMatch(/^[^\n]{20,}$/);
    }
  });

  it('reads the Prometheus of its datasource variable, and the chosen job, namespace and pod', () => {
    const datasource = dashboard.templating.list.find(({ name }) => name === 'datasource');
    expect(datasource).toMatchObject({ type: 'datasource', query: 'prometheus' });
    for (const panel of panels.filter((p) => p.targets)) {
      expect(panel.datasource?.uid, panel.title).toBe(DATASOURCE);
      for (const target of panel.targets!) expect(target.datasource?.uid).toBe(DATASOURCE);
    }
    for (const { where, expr } of queriesOf(dashboard).filter((q) => q.where.startsWith('panel'))) {
      const selectors = [...expr.matchAll(/\{([^}]*)\}/g)].map(([, inner]) => inner!);
      expect(selectors.length, where).toBeGreaterThan(0);
      for (const selector of selectors) expect(selector.startsWith(SELECTOR), where).toBe(true);
    }
  });

  it('shows the ad-report share as the GamePartnerSiteAdReportsFailing alert computes it', () => {
    const rule = only(render(BASE_DIR), PrometheusRule.is);
    const alert = (rule.spec?.groups ?? [])
      .flatMap((group) => group.rules ?? [])
      .find((entry) => entry.alert === 'GamePartnerSiteAdReportsFailing')!;
    const jobSelector = /job="[^"]+"/.exec(String(alert.expr))![0];
    const panel = panels.find((p) => p.title?.startsWith('Ad reports refused or failed'))!;
    const [target] = panel.targets!;
    const asAlert = target!.expr!.replaceAll(SELECTOR, jobSelector);
    expect(squeeze(String(alert.expr))).toContain(`(${squeeze(asAlert)})>0.1`);
  });
});

describe.each([
  ['base', BASE_DIR],
  ['overlay example', OVERLAY_DIR],
])('the dashboard ConfigMap of the %s', (_name, dir) => {
  const configMap = generatedObjects(render(dir))
    .map(({ doc }) => doc)
    .filter(ConfigMap.is)
    .find((doc) => doc.metadata?.name === 'game-partner-site-dashboard');

  it('carries the Grafana sidecar’s label', () => {
    expect(configMap?.metadata?.labels).toMatchObject(SIDECAR_LABEL);
  });

  it('holds the dashboard JSON, byte for byte', () => {
    expect(configMap?.data).toEqual({
      'game-partner-site.json': readFileSync(DASHBOARD_FILE, 'utf8'),
    });
  });
});
