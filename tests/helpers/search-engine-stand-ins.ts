/**
 * Stand-ins on loopback for the search engines' push APIs: Baidu's active push (one URL a line,
 * a `remain` quota in each answer) and IndexNow (JSON `urlList`). Each records every request
 * and answers from a script the test gives.
 */
import http from 'node:http';

import { listen } from './listen';

export interface RecordedPost {
  /** `performance.now()` when the request arrived. */
  at: number;
  url: URL;
  contentType: string | undefined;
  body: string;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface StandIn {
  /** The endpoint to post to. */
  url: string;
  posts: RecordedPost[];
  close(): Promise<void>;
}

/** A stand-in at `path` answering each POST with `answer(post, index)`. */
export async function startStandIn(
  path: string,
  answer: (post: RecordedPost, index: number) => Answer,
): Promise<StandIn> {
  const posts: RecordedPost[] = [];
  const server = http.createServer((req, res) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method !== 'POST' || url.pathname !== path) {
        res.writeHead(404).end();
        return;
      }
      const post = {
        at,
        url,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      posts.push(post);
      const { status, headers, body } = answer(post, posts.length - 1);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body);
    });
  });
  const listening = await listen(server);
  return { url: `${listening.url}${path}`, posts, close: listening.close };
}

/** The URLs of a Baidu post: one a line. */
export function baiduUrls(post: RecordedPost): string[] {
  return post.body.split('\n').filter(Boolean);
}

/**
 * Baidu with a daily quota of `quota` URLs: each post within it is taken and answered with what
 * is left; a post over it gets Baidu's `over quota` refusal.
 */
export function baiduQuota(quota: number): (post: RecordedPost) => Answer {
  let remain = quota;
  return (post) => {
    const urls = baiduUrls(post);
    if (urls.length > remain) {
      return { status: 400, body: JSON.stringify({ error: 400, message: 'over quota' }) };
    }
    remain -= urls.length;
    return { status: 200, body: JSON.stringify({ remain, success: urls.length }) };
  };
}

export async function startBaiduStandIn(
  answer: (post: RecordedPost, index: number) => Answer = baiduQuota(100_000),
): Promise<StandIn> {
  return startStandIn('/urls', answer);
}

export async function startIndexNowStandIn(
  answer: (post: RecordedPost, index: number) => Answer = () => ({ status: 200, body: '' }),
): Promise<StandIn> {
  return startStandIn('/indexnow', answer);
}

/** The URLs of an IndexNow post. */
export function indexNowBody(post: RecordedPost): {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
} {
  return JSON.parse(post.body) as ReturnType<typeof indexNowBody>;
}
