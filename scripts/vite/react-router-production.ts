import { createRequire } from 'node:module';
import path from 'node:path';

import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const productionDir = path.join(reactRouterDir, 'dist', 'production');
const reactRouterDomDir = path.dirname(require.resolve('react-router-dom/package.json'));

/**
 * react-router's package exports only its development build; production builds use its
 * production files instead (no dev-only checks on every render), on the server too. The server
 * build takes react-router-dom's ES module as the browser build does: its CommonJS file, which
 * Node's conditions pick, would put two getters in front of every hook and component.
 */
export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router-dom$/, replacement: path.join(reactRouterDomDir, 'dist', 'index.mjs') },
  { find: /^react-router$/, replacement: path.join(productionDir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(productionDir, 'dom-export.mjs') },
];

/** `var X = React3.forwardRef(` and the like: a component or context made at module level. */
const MODULE_LEVEL_REACT_CALL = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `X.displayName = "…";` on a line of its own: only React's developer tools read it. */
const DISPLAY_NAME_LINE = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;

/**
 * Lets the bundler drop the parts of react-router the site does not use (framework mode's
 * prefetching, `<Form>`, `<NavLink>`, scroll restoration…). Its production files create every
 * component with an unannotated `React.forwardRef(…)` and then set its `displayName`, which a
 * bundler must keep as possible side effects; marked pure, and without the names, whatever is not
 * imported is left out of the browser's first load.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(productionDir)) return null;
      return {
        code: code
          .replace(MODULE_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2')
          .replace(DISPLAY_NAME_LINE, ''),
        map: null,
      };
    },
  };
}
