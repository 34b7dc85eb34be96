/**
 * A stand-in for WeChat's server API on loopback (WECHAT_API_ORIGIN): `POST /cgi-bin/stable_token`
 * and `GET /cgi-bin/ticket/getticket`, counting the calls, answering from a script of answers
 * (then with fresh credentials), and able to hold its answers until a test lets them go.
 */
import http from 'node:http';

import { listen } from './listen';

export const TEST_WECHAT_APP_ID = 'wx0123456789abcdef';
export const TEST_WECHAT_APP_SECRET = '0123456789abcdef0123456789abcdef';

/** What one call is answered with: a JSON body, or raw bytes. */
export type StandInAnswer = Record<string, unknown> | { raw: string };

export interface WechatApiStandIn {
  url: string;
  /** The env that points the site at this stand-in. */
  env: Record<string, string>;
  tokenCalls: number;
  ticketCalls: number;
  /** The access tokens getticket was called with, in order. */
  ticketTokens: string[];
  /** Answers for the next calls, used first; then a fresh credential per call. */
  tokenAnswers: StandInAnswer[];
  ticketAnswers: StandInAnswer[];
  /** The ticket of the latest successful getticket answer. */
  lastTicket: string | undefined;
  /** Holds every answer until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

async function body(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWechatApiStandIn(): Promise<WechatApiStandIn> {
  let held: (() => void)[] | undefined;
  let issued = 0;
  const answer = (res: http.ServerResponse, value: StandInAnswer) => {
    const send = () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('raw' in value ? value.raw : JSON.stringify(value));
    };
    if (held) held.push(send);
    else send();
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'POST' && url.pathname === '/cgi-bin/stable_token') {
        const sent = JSON.parse((await body(req)) || '{}') as Record<string, unknown>;
        standIn.tokenCalls += 1;
        if (
          sent.grant_type !== 'client_credential' ||
          sent.appid !== TEST_WECHAT_APP_ID ||
          sent.secret !== TEST_WECHAT_APP_SECRET
        ) {
          answer(res, { errcode: 40125, errmsg: 'invalid appsecret' });
          return;
        }
        issued += 1;
        answer(
          res,
          standIn.tokenAnswers.shift() ?? { access_token: `TOKEN-${issued}`, expires_in: 7200 },
        );
        return;
      }
      if (req.method === 'GET' && url.pathname === '/cgi-bin/ticket/getticket') {
        standIn.ticketCalls += 1;
        const token = url.searchParams.get('access_token') ?? '';
        standIn.ticketTokens.push(token);
        if (url.searchParams.get('type') !== 'jsapi') {
          answer(res, { errcode: 40097, errmsg: 'invalid args' });
          return;
        }
        const scripted = standIn.ticketAnswers.shift();
        const ticket = `TICKET-of-${token}`;
        if (!scripted) standIn.lastTicket = ticket;
        answer(res, scripted ?? { errcode: 0, errmsg: 'ok', ticket, expires_in: 7200 });
        return;
      }
      res.writeHead(404).end();
    })();
  });
  const listening = await listen(server);
  const standIn: WechatApiStandIn = {
    url: listening.url,
    env: {
      WECHAT_APP_ID: TEST_WECHAT_APP_ID,
      WECHAT_APP_SECRET: TEST_WECHAT_APP_SECRET,
      WECHAT_API_ORIGIN: listening.url,
    },
    tokenCalls: 0,
    ticketCalls: 0,
    ticketTokens: [],
    tokenAnswers: [],
    ticketAnswers: [],
    lastTicket: undefined,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const send of waiting) send();
    },
    close: () => listening.close(),
  };
  return standIn;
}
