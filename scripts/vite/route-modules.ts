import path from 'node:path';

import { parseAst, type Plugin } from 'vite';

import { LAZY_MODULES } from '../../client/app/lazy-modules.ts';

/** The module that declares the lazy routes. */
const ROUTE_TABLE = 'client/routes.ts';

interface Span {
  start: number;
  end: number;
}
interface Node extends Span {
  type: string;
  source?: { type: string; value?: unknown };
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** Each function of the tree that itself calls `import('…')`, with the specifiers it imports. */
function functionsImporting(tree: unknown): Map<Span, string[]> {
  const found = new Map<Span, string[]>();
  const visit = (value: unknown, enclosing: Span | undefined): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, enclosing);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Partial<Node>;
    const inner = node.type && FUNCTIONS.has(node.type) ? (node as Node) : enclosing;
    if (node.type === 'ImportExpression' && enclosing && typeof node.source?.value === 'string') {
      found.set(enclosing, [...(found.get(enclosing) ?? []), node.source.value]);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'source') visit(child, inner);
  };
  visit(tree, undefined);
  return found;
}

/**
 * In the server's build (and Vite's SSR loader), gives every lazy route function the source
 * modules it imports, as its `lazyModules` property: the server maps the routes a URL matched to
 * their chunks in Vite's manifest, and preloads them, with no list of route modules kept by hand.
 * The browser bundle is left as it is.
 */
export function routeModules(): Plugin {
  let root = '';
  return {
    name: 'route-modules',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || path.relative(root, id.split('?')[0] ?? id) !== ROUTE_TABLE) return null;
      // Text inserted at positions of the original code, applied from the end backwards.
      const insertions: { at: number; text: string }[] = [];
      for (const [span, specifiers] of functionsImporting(parseAst(code))) {
        const modules = await Promise.all(
          specifiers.map(async (specifier) => {
            const resolved = await this.resolve(specifier, id);
            if (!resolved) throw new Error(`${ROUTE_TABLE}: cannot resolve ${specifier}`);
            return path.relative(root, resolved.id).split(path.sep).join('/');
          }),
        );
        insertions.push(
          { at: span.start, text: 'Object.assign(' },
          { at: span.end, text: `, ${JSON.stringify({ [LAZY_MODULES]: modules })})` },
        );
      }
      let result = code;
      for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
        result = result.slice(0, at) + text + result.slice(at);
      }
      return { code: result, map: null };
    },
  };
}
