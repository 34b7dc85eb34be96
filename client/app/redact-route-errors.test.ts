import { createStaticHandler, data, isRouteErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { redactRouteErrors, UNEXPECTED_ERROR_MESSAGE } from './redact-route-errors';

/** What a failed call might say: an address, a path and a stack. */
const SECRET = 'connect ECONNREFUSED 10.0.0.7:3001 at /srv/app/server.js:12';

/** The route errors of a page whose loader throws `thrown`, as the server's render gets them. */
async function errorsOf(thrown: unknown): Promise<Record<string, unknown> | null> {
  const handler = createStaticHandler([
    {
      id: 'page',
      path: '/',
      loader: () => {
        throw thrown;
      },
    },
  ]);
  const context = await handler.query(new Request('https://example.test/'));
  if (context instanceof Response) throw new Error('expected a page, got a response');
  return context.errors;
}

describe('redactRouteErrors', () => {
  it.each([
    ['an Error', new Error(SECRET)],
    ['a TypeError', new TypeError(SECRET)],
    ['a thrown string', SECRET],
    ['a thrown object', { message: SECRET }],
  ])('tells the browser nothing of %s the page did not expect', async (_name, thrown) => {
    const redacted = redactRouteErrors(await errorsOf(thrown))?.page;
    expect(redacted).toBeInstanceOf(Error);
    expect(redacted).toMatchObject({ name: 'Error', message: UNEXPECTED_ERROR_MESSAGE });
    expect(String((redacted as Error).stack)).not.toContain('/srv/app');
  });

  it("passes a loader's own error response on, with what it says to the visitor", async () => {
    const errors = await errorsOf(
      data('Page not found: /x', { status: 404, statusText: 'Not Found' }),
    );
    const redacted = redactRouteErrors(errors)?.page;
    expect(isRouteErrorResponse(redacted) && [redacted.status, redacted.data]).toEqual([
      404,
      'Page not found: /x',
    ]);
  });

  it('keeps the absence of errors', () => {
    expect(redactRouteErrors(null)).toBeNull();
  });
});
