import { POPOVER_WIDTH_PX } from '../../shared/popover-width.ts';
import {
  DESKTOP_FULL_WIDTH_PX,
  DIALOG_CLOSE_DELAY_MS,
  HEADER_TRANSITION_S,
  MOBILE_BREAKPOINT_PX,
  MOBILE_HEADER_SPACER_PX,
  OVERLAY_DURATION_MS,
  SEARCH_BOX_FOCUSED_WIDTH_PX,
  SEARCH_BOX_WIDTH_PX,
  TOAST_OFFSET_PX,
  Z_INDEX_BASE,
} from './ui-constants.ts';

/**
 * The spec's sizes and timings that the stylesheets need, as CSS custom properties. The build
 * declares them on `:root` (tokens-plugin.ts) and the stylesheets read `var(--…)`, so each value
 * is written once, in ui-constants.ts (or shared/popover-width.ts), for the code and the styles alike.
 */
export const CSS_CUSTOM_PROPERTIES = {
  '--search-box-width': `${SEARCH_BOX_WIDTH_PX}px`,
  '--search-box-focused-width': `${SEARCH_BOX_FOCUSED_WIDTH_PX}px`,
  '--header-transition': `${HEADER_TRANSITION_S}s`,
  '--mobile-header-height': `${MOBILE_HEADER_SPACER_PX}px`,
  '--overlay-duration': `${OVERLAY_DURATION_MS}ms`,
  '--dialog-close-duration': `${DIALOG_CLOSE_DELAY_MS}ms`,
  '--popover-width': `${POPOVER_WIDTH_PX}px`,
  '--toast-offset': `${TOAST_OFFSET_PX}px`,
  '--z-index-base': String(Z_INDEX_BASE),
} as const;

/** A width of MOBILE_BREAKPOINT_PX or less gets the mobile layout, even in the desktop tree. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const WIDE_VIEWPORT_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;
/** Wider than the breakpoint but narrower than the desktop's designed width: a tablet. */
export const MEDIUM_VIEWPORT_QUERY = `${WIDE_VIEWPORT_QUERY} and (max-width: ${DESKTOP_FULL_WIDTH_PX - 1}px)`;

/**
 * Media queries by name. A media query cannot read `var()`, so the stylesheets use the named form
 * of custom media queries, `@media (--narrow-viewport)`, and the build writes the query in its
 * place: the same string the layout hook hands to matchMedia.
 */
export const CSS_CUSTOM_MEDIA = {
  '--narrow-viewport': NARROW_VIEWPORT_QUERY,
  '--wide-viewport': WIDE_VIEWPORT_QUERY,
  '--medium-viewport': MEDIUM_VIEWPORT_QUERY,
} as const;

function isCustomMediaName(name: string): name is keyof typeof CSS_CUSTOM_MEDIA {
  return Object.hasOwn(CSS_CUSTOM_MEDIA, name);
}

/**
 * A media query's parameters with each `(--name)` replaced by its query. An unknown name throws:
 * left in place it would be a query no browser matches, silently dropping its rules.
 */
export function resolveCustomMedia(params: string): string {
  return params.replace(/\((--[\w-]+)\)/g, (_match, name: string) => {
    if (!isCustomMediaName(name)) throw new Error(`Unknown custom media (${name})`);
    return CSS_CUSTOM_MEDIA[name];
  });
}
