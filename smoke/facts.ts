/**
 * What several checks of one run share, asked for once: the home page of a first visit, a game
 * id, and the state of the upstream as the site's /api proxy sees it. Each is fetched with a
 * time limit of its own, so a check that times out never leaves the next one a broken answer.
 */
import { type Answer, CheckFailed, DESKTOP_UA, jsonOf, Site } from './site';

export const UPSTREAM_PROBE = '/api/visitor/game/list';

/** The upstream's state in an operator's words: `healthy`, or what is wrong with it. */
export interface UpstreamState {
  healthy: boolean;
  /** e.g. "the upstream is unreachable: /api/visitor/game/list answered 502 "Upstream unreachable"" */
  description: string;
  answer?: Answer;
}

function envelopeOf(
  answer: Answer,
): { error_code?: unknown; error_message?: unknown; payload?: unknown } | undefined {
  try {
    const body = JSON.parse(answer.body) as unknown;
    return typeof body === 'object' && body !== null && 'error_code' in body ? body : undefined;
  } catch {
    return undefined;
  }
}

/** What an /api answer says about the upstream behind the proxy. */
export function describeUpstream(path: string, answer: Answer): UpstreamState {
  const envelope = envelopeOf(answer);
  const message = typeof envelope?.error_message === 'string' ? envelope.error_message : '';
  const said = `${path} answered ${answer.status}${message ? ` "${message}"` : ''}`;
  if (!envelope) {
    const type = answer.headers.get('content-type') ?? 'no content type';
    return {
      healthy: false,
      description: `/api does not reach the site's proxy: ${path} answered ${answer.status} (${type}), not the API's envelope; is /api routed elsewhere by the ingress?`,
      answer,
    };
  }
  if (answer.status === 200 && envelope.error_code === 0) {
    return { healthy: true, description: `the upstream answers: ${said}`, answer };
  }
  const reading = /unreachable/i.test(message)
    ? 'the upstream is unreachable (API_UPSTREAM_URL wrong, the API down, or a NetworkPolicy in the way)'
    : answer.status === 504 || /time/i.test(message)
      ? 'the upstream timed out (the API is too slow or overloaded)'
      : /bad upstream answer/i.test(message)
        ? 'the upstream answered something the proxy refused (too large or cut off)'
        : answer.status >= 500
          ? 'the upstream is failing'
          : `the upstream answered error_code ${String(envelope.error_code)}`;
  return { healthy: false, description: `${reading}: ${said}`, answer };
}

export class Facts {
  private home?: Promise<Answer>;
  private upstreamState?: Promise<UpstreamState>;
  private game?: Promise<string>;

  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  private site(): Site {
    return new Site(this.base, AbortSignal.timeout(this.timeoutMs));
  }

  /** The home page as a first visit gets it (no cookies sent, so it sets every cookie). */
  firstVisit(): Promise<Answer> {
    this.home ??= this.site().page('/', { ua: DESKTOP_UA, cookie: false });
    return this.home;
  }

  /** The upstream's state, from one GET through the site's /api proxy. */
  upstream(): Promise<UpstreamState> {
    this.upstreamState ??= this.site()
      .request(UPSTREAM_PROBE)
      .then(
        (answer) => describeUpstream(UPSTREAM_PROBE, answer),
        (error: unknown) => ({
          healthy: false,
          description: `the site did not answer ${UPSTREAM_PROBE}: ${(error as Error).message}`,
        }),
      );
    return this.upstreamState;
  }

  /** A game id from the API through the site's proxy, else from a link on the library page. */
  gameId(): Promise<string> {
    this.game ??= (async () => {
      const state = await this.upstream();
      if (state.healthy && state.answer) {
        const envelope = jsonOf(state.answer, UPSTREAM_PROBE) as {
          payload?: { list?: { id?: unknown }[] };
        };
        const id = envelope.payload?.list?.[0]?.id;
        if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return String(id);
      }
      const library = await this.site().page('/game-library');
      const linked = /href="\/game-library\/(\d+)[?"]/.exec(library.body)?.[1];
      if (linked) return linked;
      throw new CheckFailed(`no game to check: ${state.description}`);
    })();
    return this.game;
  }
}
