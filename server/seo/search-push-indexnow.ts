/**
 * IndexNow (Bing, Yandex, Seznam, Naver…): `POST <endpoint>` of `{host, key, keyLocation,
 * urlList}`, up to 10,000 URLs a post; 200 or 202 (the key is being checked) take them. The
 * engines fetch the key from the site, so it is checked there first: a key the site does not
 * serve would only get 403s.
 */
import { indexNowKeyPath } from './indexnow-key';
import { answerExcerpt, type EngineOutcome, MAX_ENGINE_ANSWER_BYTES } from './search-push-engine';
import type { PushHttp } from './search-push-http';

export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
export const INDEXNOW_MAX_URLS_PER_POST = 10_000;

/** What IndexNow's documented refusals mean. */
const REFUSALS: Readonly<Record<number, string>> = {
  400: 'bad request',
  403: 'the key is not valid (not found on the site, or not the one it serves)',
  422: 'URLs not of the host, or the key does not match',
  429: 'too many requests',
};

export interface IndexNowPush {
  http: PushHttp;
  endpoint: string;
  /** The site's public origin: its host, and where the engines fetch the key. */
  site: string;
  key: string;
  /** Where this run reads the site (the sitemap's origin), to check the key file there. */
  readFrom: string;
}

export async function pushToIndexNow(
  push: IndexNowPush,
  urls: readonly string[],
): Promise<EngineOutcome> {
  const keyFile = new URL(indexNowKeyPath(push.key), push.readFrom).href;
  const served = await push.http.get(keyFile, MAX_ENGINE_ANSWER_BYTES);
  if (!served.ok || served.body.trim() !== push.key) {
    const why = served.ok ? 'another text' : served.reason;
    const where = indexNowKeyPath(push.key);
    return {
      accepted: [],
      failed: `the site does not serve the key at ${where} (${why}); set INDEXNOW_KEY on the site too`,
    };
  }
  const accepted: string[] = [];
  while (accepted.length < urls.length) {
    const batch = urls.slice(accepted.length, accepted.length + INDEXNOW_MAX_URLS_PER_POST);
    const body = JSON.stringify({
      host: new URL(push.site).host,
      key: push.key,
      keyLocation: new URL(indexNowKeyPath(push.key), push.site).href,
      urlList: batch,
    });
    const answer = await push.http.post(
      push.endpoint,
      body,
      'application/json; charset=utf-8',
      MAX_ENGINE_ANSWER_BYTES,
    );
    if (!answer.ok) {
      const meaning = (answer.status && REFUSALS[answer.status]) || answerExcerpt(answer.body);
      return { accepted, failed: meaning ? `${answer.reason}: ${meaning}` : answer.reason };
    }
    accepted.push(...batch);
  }
  return { accepted };
}
