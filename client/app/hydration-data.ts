import type { Lang } from '../../shared/i18n/languages';
import type { PublicConfig } from '../../shared/render-contract';
import type { PageMessages } from '../i18n/message-paths';

/** What the server hands the browser, as `window.__SITE__`. */
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

export const HYDRATION_GLOBAL = '__SITE__';

/** JSON safe inside a <script> element: `<` is escaped, so no value can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The JSON of each set of page strings, made once: a site sends the same few dozen sets. */
const messagesJson = new WeakMap<PageMessages, string>();

/**
 * The bootstrap script body: the payload, and the router's part where react-router's browser
 * router reads it (`window.__staticRouterHydrationData`).
 */
export function hydrationScript(payload: HydrationPayload): string {
  const { messages, ...rest } = payload;
  let strings = messagesJson.get(messages);
  if (strings === undefined) {
    strings = jsonForScript(messages);
    messagesJson.set(messages, strings);
  }
  const json = `${jsonForScript(rest).slice(0, -1)},"messages":${strings}}`;
  return `window.${HYDRATION_GLOBAL}=${json};window.__staticRouterHydrationData=window.${HYDRATION_GLOBAL}.router;`;
}
