import type { IncomingMessage } from 'node:http';

import accepts from 'accepts';

import { rememberedAnswers } from '../../shared/remembered-answers';
import { requestHeader } from './request-header';

/** The content codings this server makes. */
export type Coding = 'zstd' | 'br' | 'gzip';

/** Which codings a request accepts (each named, or covered by `*`, with a weight above 0). */
export type AcceptedCodings = Readonly<Record<Coding, boolean>>;

const ZSTD_TOKEN = /\bzstd\b/i;
/**
 * What each Accept-Encoding value accepts: browsers send a handful of values, and negotiating one
 * (parsing it, weighing q-values) on every answer made the cached game page 1.22× the CPU
 * (1.09–2.16) and campaign visitors 1.11× (0.99–1.69) (`npm run bench:ab`, one run on a noisy
 * shared machine; the other rows within noise).
 */
const acceptedBy = rememberedAnswers<AcceptedCodings>();

/**
 * What the request accepts, or undefined when it names no encoding: many scripts and tools
 * cannot decode what they did not ask for. Weights only rule a coding out; which of the accepted
 * ones wins is the compression policy's choice, since browsers list gzip first with equal weight.
 */
export function acceptedCodings(req: IncomingMessage): AcceptedCodings | undefined {
  const header = requestHeader(req, 'accept-encoding');
  if (!header) return undefined;
  return acceptedBy(header, () => {
    const negotiated = accepts(req);
    return {
      br: negotiated.encoding('br') !== false,
      gzip: negotiated.encoding('gzip') !== false,
      // Named, not matched by `*`: a client that accepts anything may not have met zstd yet.
      zstd: ZSTD_TOKEN.test(header) && negotiated.encoding('zstd') !== false,
    };
  });
}
