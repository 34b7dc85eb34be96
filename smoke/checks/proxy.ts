import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, XSRF_TOKEN_PATH } from '../../shared/api/xsrf';
import type { NamedCheck } from '../check';
import { describeUpstream, UPSTREAM_PROBE } from '../facts';
import { type Answer, CheckFailed, cookiesOf, ensure, jsonOf, type Site } from '../site';

/**
 * The write sent: a usage event with an empty action changes nothing the site keeps (unlike,
 * say, asking for an SMS code, which texts a phone).
 */
const WRITE = '/api/users/report_user_action';
const WRITE_BODY = JSON.stringify({ action: '' });

function envelopeOf(answer: Answer, what: string): { error_code: unknown } {
  const body = jsonOf(answer, what);
  ensure(
    typeof body === 'object' && body !== null && 'error_code' in body && 'payload' in body,
    `${what} answered ${answer.status} outside the envelope`,
  );
  return body;
}

function post(site: Site, headers: Record<string, string> = {}): Promise<Answer> {
  return site.request(WRITE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: WRITE_BODY,
  });
}

/** The /api proxy reaches the API, refuses forged writes, and with --writes passes real ones. */
export const proxy: readonly NamedCheck[] = [
  {
    group: 'proxy',
    name: `proxy GET ${UPSTREAM_PROBE}`,
    run: async ({ site }) => {
      const state = describeUpstream(UPSTREAM_PROBE, await site.request(UPSTREAM_PROBE));
      if (!state.healthy) throw new CheckFailed(state.description);
    },
  },
  {
    group: 'proxy',
    name: 'proxy refuses a write without a token',
    run: async ({ site }) => {
      const forged = await post(site);
      if (forged.status !== 403) {
        throw new CheckFailed(
          `a POST without a token answered ${forged.status}, not 403: forged writes reach the API`,
        );
      }
      return { details: { forgedStatus: forged.status } };
    },
  },
  {
    group: 'proxy',
    name: 'proxy passes a write with an issued token',
    skipUnless: (options) => (options.writes ? undefined : 'only with --writes'),
    run: async ({ site }) => {
      const issued = await site.request(XSRF_TOKEN_PATH);
      const cookies = cookiesOf(issued.headers);
      const token = cookies.get(XSRF_COOKIE_NAME);
      ensure(token, `${XSRF_TOKEN_PATH} set no ${XSRF_COOKIE_NAME} cookie`);
      const answer = await post(site, {
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        [XSRF_HEADER_NAME]: decodeURIComponent(token),
      });
      ensure(
        answer.status !== 403,
        'a write with an issued token was refused (403): do the replicas share one CSRF_SECRET?',
      );
      const envelope = envelopeOf(answer, `POST ${WRITE} with the token`);
      return {
        note: 'write reached the API',
        details: { status: answer.status, error_code: envelope.error_code },
      };
    },
  },
];
