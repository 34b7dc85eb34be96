/**
 * Baidu's active push (普通收录, API 提交): `POST <endpoint>?site=<site>&token=<token>` with one URL a
 * line. It answers `{"success", "remain", "not_same_site", "not_valid"}`, `remain` being what is
 * left of the day's quota, or an error `{"error": 400, "message": "over quota"}` and the like.
 */
import { z } from 'zod';

import { answerExcerpt, type EngineOutcome, MAX_ENGINE_ANSWER_BYTES } from './search-push-engine';
import type { PushHttp } from './search-push-http';

export const BAIDU_PUSH_ENDPOINT = 'http://data.zz.baidu.com/urls';
/** Baidu refuses more in one post ("only 2000 urls are allowed once"). */
export const BAIDU_MAX_URLS_PER_POST = 2000;

const acceptedAnswer = z.object({
  success: z.number().int().nonnegative(),
  remain: z.number().int().nonnegative(),
  not_same_site: z.array(z.string()).optional(),
  not_valid: z.array(z.string()).optional(),
});
const errorAnswer = z.object({ error: z.number(), message: z.string() });

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

export interface BaiduPush {
  http: PushHttp;
  endpoint: string;
  /** The site as verified in Baidu's console, `https://www.example.com`. */
  site: string;
  token: string;
}

/**
 * Pushes `urls` in order until they are all sent or the day's quota is used up. The quota left
 * is known only from an answer, so the first post carries one URL; each later one carries no
 * more than Baidu said is left. A refused post ends the push (the quota, or a failure).
 */
export async function pushToBaidu(
  push: BaiduPush,
  urls: readonly string[],
): Promise<EngineOutcome> {
  const target = new URL(push.endpoint);
  target.searchParams.set('site', push.site);
  target.searchParams.set('token', push.token);
  const accepted: string[] = [];
  let remaining: number | undefined;
  let refused = 0;
  while (accepted.length < urls.length) {
    if (remaining === 0) return { accepted, remaining, stopped: 'the day’s quota is used up' };
    const size = Math.min(remaining ?? 1, BAIDU_MAX_URLS_PER_POST);
    const batch = urls.slice(accepted.length, accepted.length + size);
    const answer = await push.http.post(
      target.href,
      batch.join('\n'),
      'text/plain',
      MAX_ENGINE_ANSWER_BYTES,
    );
    if (!answer.ok) {
      const error = errorAnswer.safeParse(parseJson(answer.body));
      if (error.success && error.data.message === 'over quota') {
        return { accepted, remaining: 0, stopped: 'the day’s quota is used up' };
      }
      const why = error.success ? error.data.message : answerExcerpt(answer.body);
      return { accepted, remaining, failed: why ? `${answer.reason}: ${why}` : answer.reason };
    }
    const result = acceptedAnswer.safeParse(parseJson(answer.body));
    if (!result.success) {
      return { accepted, remaining, failed: `unexpected answer: ${answerExcerpt(answer.body)}` };
    }
    accepted.push(...batch);
    remaining = result.data.remain;
    refused += (result.data.not_same_site?.length ?? 0) + (result.data.not_valid?.length ?? 0);
  }
  return {
    accepted,
    remaining,
    ...(refused > 0 ? { note: `${refused} refused as not the site's or not valid` } : {}),
  };
}
