/**
 * The Grafana dashboard in deploy/grafana read as Grafana reads it (the parts it uses): panels,
 * nested in rows or not, their queries, and the template variables' queries.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEPLOY_DIR } from './kustomize';
import { metricNamesIn } from './promql';

export const GRAFANA_DIR = path.join(DEPLOY_DIR, 'grafana');
export const DASHBOARD_FILE = path.join(GRAFANA_DIR, 'dashboards/game-partner-site.json');

export interface Panel {
  type: string;
  title?: string;
  description?: string;
  datasource?: { type?: string; uid?: string };
  targets?: { expr?: string; datasource?: { type?: string; uid?: string } }[];
  panels?: Panel[];
}

export interface Dashboard {
  uid: string;
  title: string;
  schemaVersion: number;
  templating: {
    list: { name: string; type: string; query?: string | { query: string } }[];
  };
  panels: Panel[];
}

export function readDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as Dashboard;
}

/** Every panel, those inside a collapsed row too; rows themselves are not panels here. */
export function panelsOf(dashboard: Dashboard): Panel[] {
  const flat = (panels: Panel[]): Panel[] =>
    panels.flatMap((panel) =>
      panel.type === 'row' ? flat(panel.panels ?? []) : [panel, ...flat(panel.panels ?? [])],
    );
  return flat(dashboard.panels);
}

/** Each PromQL query of the dashboard with where it is: `panel title` or `variable name`. */
export function queriesOf(dashboard: Dashboard): { where: string; expr: string }[] {
  const panelQueries = panelsOf(dashboard).flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({
      where: `panel "${panel.title ?? ''}"`,
      expr: target.expr ?? '',
    })),
  );
  const variableQueries = dashboard.templating.list.flatMap((variable) => {
    if (variable.type !== 'query') return [];
    const query = typeof variable.query === 'string' ? variable.query : variable.query?.query;
    // `label_values(selector, label)`: the label is no metric, the selector is a query.
    const selector = /^label_values\((.*),\s*\w+\)$/.exec(query ?? '')?.[1] ?? query ?? '';
    return [{ where: `variable ${variable.name}`, expr: selector }];
  });
  return [...panelQueries, ...variableQueries];
}

/** `where: name` for each metric the dashboard reads that is not in `exposed`. */
export function unknownMetrics(dashboard: Dashboard, exposed: ReadonlySet<string>): string[] {
  return queriesOf(dashboard).flatMap(({ where, expr }) =>
    metricNamesIn(expr)
      .filter((name) => !exposed.has(name))
      .map((name) => `${where}: ${name}`),
  );
}
