import type { Lang } from '../../shared/i18n/languages';
import { jsonForScript } from '../../shared/markup-escape';
import type { PublicConfig } from '../../shared/render-contract';
import type { PageMessages } from '../i18n/message-paths';

/**
 * What the server hands the browser besides the router's state, as `window.__HYDRATION__`
 * (react-router's StaticRouterProvider writes its own).
 */
export interface HydrationPayload {
  lang: Lang;
  mobile: boolean;
  origin: string;
  buildId: string;
  config: PublicConfig;
  stylesheets: string[];
  /** The strings of the frame and of the matched routes' pages; the rest load when needed. */
  messages: PageMessages;
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

/** The script body that sets the payload before the browser entry is imported; fields in order. */
export function hydrationScript(payload: HydrationPayload): string {
  const { config, stylesheets, messages, ...page } = payload;
  const json = joinObjects(
    jsonForScript(page),
    `{"config":${cachedJson(config)}}`,
    jsonForScript({ stylesheets }),
    `{"messages":${cachedJson(messages)}}`,
  );
  return `window.${HYDRATION_GLOBAL}=${json};`;
}
