import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../../shared/spec-constants';
import type { Check } from '../check';
import { type Answer, CheckFailed, cookiesOf, ensure, jsonOf, type Site } from '../site';

const VISITOR_GET = '/api/visitor/game/list';
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

/** With a page's cookies and its token, the way the site's own pages write. */
async function validWrite(site: Site): Promise<Record<string, unknown>> {
  const home = await site.page('/', { cookie: false });
  const cookies = cookiesOf(home.headers);
  const token = cookies.get(XSRF_COOKIE_NAME);
  ensure(token, `the home page set no ${XSRF_COOKIE_NAME} cookie`);
  const answer = await post(site, {
    Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    [XSRF_HEADER_NAME]: decodeURIComponent(token),
  });
  ensure(answer.status !== 403, `a write with the page's token was refused (403)`);
  const envelope = envelopeOf(answer, `POST ${WRITE} with the token`);
  return { status: answer.status, error_code: envelope.error_code };
}

/** The /api proxy reaches the API, refuses forged writes, and with --writes passes real ones. */
export const proxy: Check = async ({ site, options }) => {
  const list = await site.request(VISITOR_GET);
  ensure(list.status === 200, `${VISITOR_GET} answered ${list.status}`);
  const listed = envelopeOf(list, VISITOR_GET);
  ensure(listed.error_code === 0, `${VISITOR_GET} has error_code ${String(listed.error_code)}`);

  const forged = await post(site);
  if (forged.status !== 403) {
    throw new CheckFailed(`a POST without a token answered ${forged.status}, not 403`);
  }
  const details: Record<string, unknown> = { forgedStatus: forged.status };
  if (options.writes) details.write = await validWrite(site);
  return { note: options.writes ? 'write reached the API' : undefined, details };
};
