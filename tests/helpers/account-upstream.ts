import http from 'node:http';

import type { ApiEnvelope } from '../../shared/api/types';
import { listen } from './listen';
import { forwardTo } from './upstreams';

/** The send-code call of the login dialog, as the upstream sees it. */
const SEND_CODE_PATH = '/api/users/send_phone_verification_code_captcha';

export interface SendCodeRefusal {
  /** The envelope's message; the envelope's code is 429, as the HTTP status. */
  message: string;
  /** `Retry-After` in seconds, or none. */
  retryAfterSeconds?: number;
}

export interface RefusingUpstream {
  url: string;
  /** From now on, a send-code call for `phone` is answered 429 and not relayed. */
  refuse(phone: string, refusal: SendCodeRefusal): void;
  close(): Promise<void>;
}

/**
 * A real HTTP upstream on loopback that relays every call to `target` (the demo API) except the
 * send-code calls of the numbers it was told to refuse, which it answers with HTTP 429 in the
 * API's envelope: an upstream that rate-limits SMS codes on its own.
 */
export async function startRefusingUpstream(target: string): Promise<RefusingUpstream> {
  const refusals = new Map<string, SendCodeRefusal>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const refusal = req.url === SEND_CODE_PATH ? refusalFor(body) : undefined;
      if (refusal) {
        const envelope: ApiEnvelope<null> = {
          error_code: 429,
          error_message: refusal.message,
          payload: null,
        };
        res.writeHead(429, {
          'Content-Type': 'application/json; charset=utf-8',
          ...(refusal.retryAfterSeconds
            ? { 'Retry-After': String(refusal.retryAfterSeconds) }
            : {}),
        });
        res.end(JSON.stringify(envelope));
        return;
      }
      forwardTo(target, req, res, body);
    });
  });

  function refusalFor(body: Buffer): SendCodeRefusal | undefined {
    try {
      const { phone } = JSON.parse(body.toString('utf8')) as { phone?: unknown };
      return typeof phone === 'string' ? refusals.get(phone) : undefined;
    } catch {
      return undefined;
    }
  }

  const { url, close } = await listen(server);
  return {
    url,
    refuse: (phone, refusal) => void refusals.set(phone, refusal),
    close,
  };
}
