import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Integrations of spec section 7; each is off (loads nothing) when its variable is unset. */
export interface IntegrationsConfig {
  captchaId?: string;
  analyticsId?: string;
  trackingHost?: string;
  installSdkKey?: string;
  imAppId?: string;
  downloadHost?: string;
  ipLookupUrl?: string;
}

export interface AppConfig {
  mode: 'production' | 'development';
  port: number;
  host: string;
  /** Origin of the upstream API; undefined means "start the embedded demo API". */
  apiUpstreamUrl?: string;
  csrfSecret: string;
  /** Whether CSRF_SECRET was generated for this process (replicas would disagree). */
  csrfSecretGenerated: boolean;
  /** Express `trust proxy` value. */
  trustProxy: boolean | number | string;
  /** Public origin for absolute links; undefined means the request's own origin. */
  publicOrigin?: string;
  integrations: IntegrationsConfig;
  /** Build output: `client/` (assets) and `server/` (SSR entry). */
  distDir: string;
  /** Where the static files (public/) live in development. */
  rootDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(env: Env): number {
  const raw = optional(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseOrigin(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) origin such as https://api.example.com`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new ConfigError(`${name} must be an http(s) origin such as https://api.example.com`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`${name} must be an origin without a path, query or fragment`);
  }
  return url.origin;
}

/** An http(s) URL that may have a path and query (an API endpoint of a third party). */
function parseHttpUrl(env: Env, name: string): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL such as https://ip.example.com/json`);
  }
  return url.href;
}

function parseTrustProxy(env: Env): boolean | number | string {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads and validates the environment once, at start-up (contract section 1). */
export function loadConfig(env: Env = process.env): AppConfig {
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';
  const providedSecret = optional(env, 'CSRF_SECRET');
  if (providedSecret !== undefined && providedSecret.length < 16) {
    throw new ConfigError('CSRF_SECRET must be at least 16 characters long');
  }
  const rootDir = path.resolve(env.APP_ROOT ?? process.cwd());
  return {
    mode,
    port: parsePort(env),
    host: optional(env, 'HOST') ?? '0.0.0.0',
    apiUpstreamUrl: parseOrigin(env, 'API_UPSTREAM_URL'),
    csrfSecret: providedSecret ?? randomBytes(32).toString('hex'),
    csrfSecretGenerated: providedSecret === undefined,
    trustProxy: parseTrustProxy(env),
    publicOrigin: parseOrigin(env, 'PUBLIC_ORIGIN'),
    integrations: {
      captchaId: optional(env, 'CAPTCHA_ID'),
      analyticsId: optional(env, 'ANALYTICS_ID'),
      trackingHost: parseOrigin(env, 'TRACKING_HOST'),
      installSdkKey: optional(env, 'INSTALL_SDK_KEY'),
      imAppId: optional(env, 'IM_APP_ID'),
      downloadHost: parseOrigin(env, 'DOWNLOAD_HOST'),
      ipLookupUrl: parseHttpUrl(env, 'IP_LOOKUP_URL'),
    },
    distDir: path.resolve(rootDir, optional(env, 'DIST_DIR') ?? 'dist'),
    rootDir,
  };
}
