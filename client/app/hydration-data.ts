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
 * The JSON of each page's strings, made once: `pageMessages` hands every render of a route and
 * language the same object, and its JSON was most of the payload's (4 of 6 KB on the home page).
 */
const messagesJson = new WeakMap<PageMessages, string>();

function jsonOfMessages(messages: PageMessages): string {
  let json = messagesJson.get(messages);
  if (json === undefined) {
    json = jsonForScript(messages);
    messagesJson.set(messages, json);
  }
  return json;
}

/** The script body that sets the payload before the browser entry is imported. */
export function hydrationScript({ messages, ...perRequest }: HydrationPayload): string {
  const global = `window.${HYDRATION_GLOBAL}`;
  return `${global}=${jsonForScript(perRequest)};${global}.messages=${jsonOfMessages(messages)};`;
}
