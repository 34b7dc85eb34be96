import type { PublicConfig } from './site-context';
import type { Lang } from '../../shared/i18n/languages';

/** What the server hands the browser, as `window.__SITE__`. */
export interface HydrationPayload {
  lang: Lang;
  mobile: boolean;
  origin: string;
  buildId: string;
  config: PublicConfig;
  stylesheets: string[];
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
}

export const HYDRATION_GLOBAL = '__SITE__';

/** A script body that assigns the payload; `<` is escaped so no value can close the script. */
export function hydrationScript(payload: HydrationPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `window.${HYDRATION_GLOBAL}=${json};`;
}
