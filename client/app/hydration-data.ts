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

/** The script body that sets the payload before the browser entry is imported. */
export function hydrationScript(payload: HydrationPayload): string {
  return `window.${HYDRATION_GLOBAL}=${jsonForScript(payload)};`;
}
