import type { Lang } from '../../shared/i18n/languages';
import { jsonForScript } from '../../shared/markup-escape';
import type { PublicConfig } from '../../shared/render-contract';
import type { PageMessages } from '../i18n/message-paths';

/** What the server hands the browser, as `window.__HYDRATION__`. */
export interface HydrationPayload {
  lang: Lang;
  mobile: boolean;
  origin: string;
  buildId: string;
  config: PublicConfig;
  stylesheets: string[];
  /** The strings of the frame and of the matched routes' pages; the rest load when needed. */
  messages: PageMessages;
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
}

export const HYDRATION_GLOBAL = '__HYDRATION__';

/**
 * The JSON of each set of page strings and of each public config, made once: a site sends the same
 * few dozen sets, and one config per language and tree, the bulk of every payload.
 */
const knownJson = new WeakMap<PageMessages | PublicConfig, string>();

function cachedJson(value: PageMessages | PublicConfig): string {
  let json = knownJson.get(value);
  if (json === undefined) {
    json = jsonForScript(value);
    knownJson.set(value, json);
  }
  return json;
}

/** The JSON objects `{"a":1}`, `{}` and `{"b":2}` as `{"a":1,"b":2}`. */
function joinObjects(...objects: string[]): string {
  const members = objects.map((json) => json.slice(1, -1)).filter((inner) => inner !== '');
  return `{${members.join(',')}}`;
}

/**
 * The bootstrap script body: the payload, and the router's part where react-router's browser
 * router reads it (`window.__staticRouterHydrationData`). Its fields keep the payload's order.
 */
export function hydrationScript(payload: HydrationPayload): string {
  const { config, stylesheets, router, messages, ...page } = payload;
  const json = joinObjects(
    jsonForScript(page),
    `{"config":${cachedJson(config)}}`,
    jsonForScript({ stylesheets, router }),
    `{"messages":${cachedJson(messages)}}`,
  );
  return `window.${HYDRATION_GLOBAL}=${json};window.__staticRouterHydrationData=window.${HYDRATION_GLOBAL}.router;`;
}
