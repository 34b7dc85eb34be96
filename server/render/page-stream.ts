import { Writable } from 'node:stream';

import type { Response as ExpressResponse } from 'express';

import type { RenderFunction, RenderInput } from '../../shared/render-contract';
import type { PageOutput } from './page-output';

/** A render's plain answer (a loader's redirect, HEAD, the shell-error page) into Express. */
async function sendPlain(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    // Each cookie is its own header, and the middleware's cookies stay: appended, not replaced.
    if (name === 'set-cookie') res.append(name, value);
    // Loader redirects name paths of this site; a `//host` form would leave it.
    else res.setHeader(name, name === 'location' ? value.replace(/^[/\\]+/, '/') : value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Renders a page into the response, streaming the shell as soon as it is ready. `beforeHeaders`
 * learns the status, and whether the answer goes through `output` (a page) or is sent whole
 * here (a redirect or a plain error), before anything is sent.
 */
export async function streamPage(
  render: RenderFunction,
  request: Request,
  input: RenderInput,
  res: ExpressResponse,
  output: PageOutput,
  beforeHeaders: (status: number, throughOutput: boolean) => void,
): Promise<void> {
  const result = await render(request, input);
  if (result.kind === 'response') beforeHeaders(result.response.status, false);
  else beforeHeaders(result.status, true);
  if (result.kind === 'response') {
    await sendPlain(res, result.response);
    return;
  }
  res.status(result.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  result.pipe(output);
}

/** Renders a whole document into memory (the page cache's refresh): status and HTML. */
export async function renderDocument(
  render: RenderFunction,
  request: Request,
  input: RenderInput,
): Promise<{ status: number; html: string } | undefined> {
  const result = await render(request, { ...input, dataWaitMs: Number.POSITIVE_INFINITY });
  if (result.kind === 'response') return undefined;
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve({ status: result.status, html: Buffer.concat(chunks).toString() });
        done();
      },
    });
    sink.on('error', reject);
    result.pipe(sink);
  });
}
