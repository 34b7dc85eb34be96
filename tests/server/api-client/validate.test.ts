/** The endpoint layer checks the payloads pages show, and only those. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../../../shared/api/client';
import { createEndpoints } from '../../../shared/api/endpoints';
import { ApiError, INVALID_ENVELOPE_CODE } from '../../../shared/api/envelope';
import type { ApiCall } from '../../../shared/api/request';
import { InvalidPayloadError } from '../../../shared/api/validate';

/** A requester that answers every call with `payload`, parsed as the real client does. */
function answering(payload: unknown) {
  const calls: ApiCall<unknown>[] = [];
  const api = createEndpoints(async <T>(call: ApiCall<T>): Promise<T> => {
    calls.push(call as ApiCall<unknown>);
    return call.parse ? call.parse(payload) : (payload as T);
  });
  return { api, calls };
}

const card = { id: 3, name: 'Go', cover: '/c.svg', genre: 'Board', rating: 8, summary: 'Stones' };

describe('the endpoints of page data', () => {
  it('resolve what the page uses, without the rest', async () => {
    const { api } = answering({
      list: [{ ...card, icon: '/i.svg', internal_note: 'SECRET' }],
      total: 1,
      page: 1,
      page_size: 50,
      has_more: false,
    });
    await expect(api.visitor.gameList()).resolves.toEqual({ list: [card], total: 1 });
  });

  it('reject a payload of the wrong shape, saying where', async () => {
    const { api } = answering({ list: 'nope', total: 1 });
    const failure = await api.visitor.gameList().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidPayloadError);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ errorCode: INVALID_ENVELOPE_CODE, paths: ['list'] });
  });

  it('reject a missing payload', async () => {
    const { api } = answering(null);
    await expect(api.characters.figures({ character_id: 1 })).rejects.toBeInstanceOf(
      InvalidPayloadError,
    );
  });

  it('leave the payloads no page shows as the upstream sends them', async () => {
    const session = { access_token: 't', token_type: 'Bearer', extra: 1 };
    const { api, calls } = answering(session);
    const login = { country_code: '+86', phone: '1', phone_verify_code: '2', source: 'web' };
    await expect(api.users.loginRegister(login)).resolves.toEqual(session);
    expect(calls[0]?.parse).toBeUndefined();
  });
});

describe('the client with a payload of the wrong shape', () => {
  let server: http.Server;
  let baseURL = '';
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error_code: 0, error_message: 'ok', payload: { list: 7 } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fails the call like an upstream failure, so no page is cached with it', async () => {
    const onCallFailed = vi.fn();
    const api = createApiClient({ baseURL, lang: 'en', platformSource: 'web', onCallFailed });
    const failure = await api.visitor.homeCharacters().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidPayloadError);
    expect(onCallFailed).toHaveBeenCalledWith(
      failure,
      expect.objectContaining({ path: '/api/visitor/web/index/characters' }),
    );
  });
});
