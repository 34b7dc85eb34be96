import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { preprocessCSS, resolveConfig, type ResolvedConfig } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

import { CSS_CUSTOM_PROPERTIES, NARROW_VIEWPORT_QUERY, WIDE_VIEWPORT_QUERY } from './tokens';
import { cssTokens } from './tokens-plugin';
import { MOBILE_BREAKPOINT_PX, SEARCH_BOX_WIDTH_PX, Z_INDEX_BASE } from './ui-constants';

const INDEX_CSS = fileURLToPath(new URL('./index.css', import.meta.url));

let config: ResolvedConfig;
let css: string;

/** Runs a stylesheet through Vite's CSS pipeline with the plugin, as the build does. */
async function compile(code: string, file = INDEX_CSS): Promise<string> {
  return (await preprocessCSS(code, file, config)).code;
}

beforeAll(async () => {
  config = await resolveConfig(
    { configFile: false, logLevel: 'silent', plugins: [cssTokens()] },
    'build',
  );
  // Without comments, which mention the names too.
  css = (await compile(await readFile(INDEX_CSS, 'utf8'))).replace(/\/\*[\s\S]*?\*\//g, '');
});

describe('the stylesheet built with the UI constants', () => {
  it('declares every custom property on :root, first, with its constant', () => {
    const root = /^:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
    );
    expect(declared).toEqual(CSS_CUSTOM_PROPERTIES);
    expect(declared['--search-box-width']).toBe(`${SEARCH_BOX_WIDTH_PX}px`);
    expect(declared['--z-index-base']).toBe(String(Z_INDEX_BASE));
  });

  it('declares every custom property it reads without a fallback', () => {
    const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const read = new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    expect(read.size).toBeGreaterThan(0);
    for (const name of read) expect(declared, name).toContain(name);
  });

  it('writes the breakpoint queries the layout hook uses into the named media queries', () => {
    const queries = new Set([...css.matchAll(/@media\s*([^{]+)\{/g)].map((m) => m[1]!.trim()));
    expect(NARROW_VIEWPORT_QUERY).toBe(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
    expect(queries).toContain(NARROW_VIEWPORT_QUERY);
    expect(queries).toContain(WIDE_VIEWPORT_QUERY);
    for (const query of queries) expect(query).not.toContain('(--');
  });

  it('fails the build on an unknown media query name', async () => {
    await expect(compile('@media (--tablet) { a { color: red; } }')).rejects.toThrow(
      /Unknown custom media \(--tablet\)/,
    );
  });
});
