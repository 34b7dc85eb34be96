/**
 * The metric names a PromQL expression reads, for checking dashboards and alerts against the
 * names the server exposes. Not a parser: enough of the language for the expressions written
 * here (selectors, functions, aggregations with `by`/`without`, binary operators and their
 * modifiers, ranges and Grafana's `$variables`).
 */

/** Words that are part of the language, never a metric, even where one could stand. */
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'atan2',
  'inf',
  'nan',
]);

/** Label lists of `by (...)`, `on (...)`, `group_left (...)` and the like. */
const LABEL_LIST = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

export function metricNamesIn(expr: string): string[] {
  const bare = expr
    // Strings first: label values, and Grafana's variables inside them.
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '""')
    // Label matchers, then ranges and subqueries (`[5m]`, `[$__rate_interval]`, `[1h:5m]`).
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\[[^\]]*\]/g, '[]')
    .replace(LABEL_LIST, ' ');
  const names: string[] = [];
  // Not after a digit, a dot or `$`: `5m`, `1e3`, `$__range` are no metrics.
  for (const match of bare.matchAll(/(?<![\w.$])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    const [, name, call] = match;
    // A name followed by `(` is a function or an aggregation.
    if (call === undefined && !KEYWORDS.has(name!.toLowerCase())) names.push(name!);
  }
  return [...new Set(names)];
}
