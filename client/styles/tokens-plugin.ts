import type { Plugin } from 'vite';

import { CSS_CUSTOM_PROPERTIES, resolveCustomMedia } from './tokens.ts';

/**
 * Puts the values of tokens.ts into the stylesheets at build (and in the dev server), as a PostCSS
 * step that runs after Vite has inlined the `@import`s: a static stylesheet, so the CSP needs no
 * inline style for it.
 * - The `:root` custom properties go first in each stylesheet Vite compiles; the site has one,
 *   index.css, which imports all the others.
 * - `@media (--name)` gets the named query.
 */
export function cssTokens(): Plugin {
  return {
    name: 'css-tokens',
    config: () => ({
      css: {
        postcss: {
          plugins: [
            {
              postcssPlugin: 'css-tokens',
              // Attributed to the stylesheet they go into: Vite warns about nodes with no source.
              Once(root, { Declaration, Rule }) {
                const { source } = root;
                const rule = new Rule({ selector: ':root', source });
                for (const [prop, value] of Object.entries(CSS_CUSTOM_PROPERTIES)) {
                  rule.append(new Declaration({ prop, value, source }));
                }
                root.prepend(rule);
              },
              AtRule: {
                media(atRule) {
                  try {
                    atRule.params = resolveCustomMedia(atRule.params);
                  } catch (error) {
                    throw atRule.error(error instanceof Error ? error.message : String(error));
                  }
                },
              },
            },
          ],
        },
      },
    }),
  };
}
