import { escapeMarkup, jsonForScript } from '../../shared/markup-escape';
import type { RenderFunction } from '../../shared/render-contract';

/**
 * Development only: the page of a render that failed, with the error's message and stack, and
 * Vite's error overlay over it, instead of the visitor's plain 500. The stack already names the
 * source lines: Vite's module runner maps it (`ssrFixStacktrace` would map it a second time).
 */
export function devErrorPage(error: unknown, nonce: string | undefined): Response {
  const err = error instanceof Error ? error : new Error(String(error));
  const overlay = { message: err.message, stack: err.stack ?? '' };
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><title>Render error</title></head><body>',
    `<pre style="white-space:pre-wrap">${escapeMarkup(err.stack ?? err.message)}</pre>`,
    `<script type="module"${nonce ? ` nonce="${nonce}"` : ''}>import { ErrorOverlay } from '/@vite/client';`,
    `document.body.appendChild(new ErrorOverlay(${jsonForScript(overlay)}));</script>`,
    '</body></html>',
  ].join('');
  return new Response(html, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * The render, loaded through Vite, that answers a failure with the development error page: a
 * module that does not load (a syntax error), a render that throws, a shell that fails. Each is
 * logged once: the render logs a failed shell itself.
 */
export function renderShowingErrors(load: () => Promise<RenderFunction>): RenderFunction {
  return async (request, input) => {
    let reported: unknown;
    try {
      const render = await load();
      const result = await render(request, {
        ...input,
        onError: (error) => {
          reported ??= error;
          input.onError(error);
        },
      });
      // A failed shell: its error was the first reported, and logged then.
      if (result.kind === 'response' && result.response.status === 500 && reported) {
        return { kind: 'response', response: devErrorPage(reported, input.nonce) };
      }
      return result;
    } catch (error) {
      input.onError(error);
      return { kind: 'response', response: devErrorPage(error, input.nonce) };
    }
  };
}
