import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_MIN_WIDTH_PX,
  DIALOG_CLOSE_DELAY_MS,
  HEADER_TRANSITION_S,
  MOBILE_BREAKPOINT_PX,
  MOBILE_HEADER_SPACER_PX,
  OVERLAY_DURATION_MS,
  POPOVER_WIDTH_PX,
  SEARCH_BOX_FOCUSED_WIDTH_PX,
  SEARCH_BOX_WIDTH_PX,
  TOAST_OFFSET_PX,
  Z_INDEX_BASE,
} from '../../shared/constants';
import { NARROW_VIEWPORT_QUERY } from './use-narrow-viewport';

/**
 * CSS cannot import shared/constants.ts, so the chrome styles write the spec's numbers once, as
 * custom properties and in their media queries; this holds each one to its constant.
 */
const chromeDir = new URL('../styles/chrome/', import.meta.url);
const css = readdirSync(chromeDir)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(new URL(file, chromeDir), 'utf8'))
  .join('\n');

const EXPECTED_PROPERTIES: Record<string, string> = {
  '--search-box-width': `${SEARCH_BOX_WIDTH_PX}px`,
  '--search-box-focused-width': `${SEARCH_BOX_FOCUSED_WIDTH_PX}px`,
  '--header-transition': `${HEADER_TRANSITION_S}s`,
  '--desktop-min-width': `${DESKTOP_MIN_WIDTH_PX}px`,
  '--mobile-header-height': `${MOBILE_HEADER_SPACER_PX}px`,
  '--overlay-duration': `${OVERLAY_DURATION_MS}ms`,
  '--dialog-close-duration': `${DIALOG_CLOSE_DELAY_MS}ms`,
  '--popover-width': `${POPOVER_WIDTH_PX}px`,
  '--toast-offset': `${TOAST_OFFSET_PX}px`,
  '--z-index-base': String(Z_INDEX_BASE),
};

describe('the chrome styles against shared/constants.ts', () => {
  it('declares each spec value once, on :root, equal to its constant', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
    );
    expect(declared).toEqual(EXPECTED_PROPERTIES);
  });

  it('uses MOBILE_BREAKPOINT_PX in every media query, as the layout hook does', () => {
    const queries = [...css.matchAll(/@media\s*([^{]+)\{/g)].map((match) => match[1]!.trim());
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect([
        `(max-width: ${MOBILE_BREAKPOINT_PX}px)`,
        `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`,
      ]).toContain(query);
    }
    expect(queries).toContain(NARROW_VIEWPORT_QUERY);
  });
});
