import { describe, expect, it } from 'vitest';

import type { RenderFunction, RenderInput } from '../../shared/render-contract';
import { renderShowingErrors } from './dev-error-page';

/** The parts of a render input these tests read; the render under test passes the rest on. */
function inputLogging(logged: unknown[]): RenderInput {
  const input: Pick<RenderInput, 'nonce' | 'onError'> = {
    nonce: 'n0nce',
    onError: (error) => void logged.push(error),
  };
  return input as RenderInput;
}

const request = new Request('http://localhost/about-us');

async function bodyOf(render: RenderFunction, input: RenderInput) {
  const result = await render(request, input);
  if (result.kind !== 'response') throw new Error('expected the error page');
  return { status: result.response.status, html: await result.response.text() };
}

describe('development render errors', () => {
  it('shows a thrown error with its message, stack and the overlay, and logs it once', async () => {
    const logged: unknown[] = [];
    const error = new Error('page <b>broke</b>');
    const render = renderShowingErrors(async () => async () => {
      throw error;
    });
    const { status, html } = await bodyOf(render, inputLogging(logged));
    expect(status).toBe(500);
    expect(html).toContain('page &lt;b&gt;broke&lt;/b&gt;');
    expect(html).toContain('dev-error-page.test.ts');
    expect(html).toMatch(/<script type="module" nonce="n0nce">import \{ ErrorOverlay \}/);
    expect(html).not.toContain('<b>broke');
    expect(logged).toEqual([error]);
  });

  it('shows a failed shell, which the render logged itself, without logging it again', async () => {
    const logged: unknown[] = [];
    const render = renderShowingErrors(async () => async (_request, input) => {
      input.onError(new Error('shell broke'));
      return { kind: 'response', response: new Response('plain', { status: 500 }) };
    });
    const { html } = await bodyOf(render, inputLogging(logged));
    expect(html).toContain('shell broke');
    expect(logged).toHaveLength(1);
  });

  it('shows a module that does not load', async () => {
    const logged: unknown[] = [];
    const render = renderShowingErrors(async () => {
      throw new SyntaxError('Unexpected token in AboutPage.tsx');
    });
    const { html } = await bodyOf(render, inputLogging(logged));
    expect(html).toContain('SyntaxError: Unexpected token in AboutPage.tsx');
    expect(logged).toHaveLength(1);
  });
});
