import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { DownloadCount } from '../../shared/download-count';
import type { WechatCall, WechatFailureLabel } from '../wechat/wechat-api';
import type { AdReportCall } from './ad-report-call';
import { campaignChannelLabel } from './campaign-channel';
import { endpointLabel } from './endpoint-label';
import { type FailureReason, failureReason } from './failure-reason';
import { RequestHistogram } from './request-histogram';

/** Where an upstream call came from: a page's server-side data, or the browser through /api. */
export type UpstreamSource = 'page' | 'proxy';

/** The page cache's answer, as `X-Page-Cache` says it. */
const PAGE_CACHE_RESULTS = new Set(['hit', 'miss', 'stale', 'bypass']);

/** Methods as labels: what HTTP defines; anything else a client makes up is `OTHER`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: a cached page answers in about a millisecond, a render in tens, a timeout in ten. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the page cache lets the metrics read: the bytes it holds. */
export interface PageCacheSize {
  readonly size: number;
}

/** A request as the metrics see it once it is answered. */
export interface AnsweredRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
  /** `X-Page-Cache` of a page answer, if any. */
  pageCache?: string;
}

/** One upstream call: its fixed path, how long it took, and why it failed if it did. */
export interface UpstreamCall {
  source: UpstreamSource;
  path: string;
  ms: number;
  failure?: FailureReason;
  retries?: number;
}

/**
 * The app's Prometheus metrics in a registry of their own (a test reads its app's alone). Every
 * label takes its values from a fixed set: route templates, status classes, known endpoints,
 * failure reasons and the configured campaign channels, never a visitor's path or query.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly adReports = new Counter({
    name: 'ad_reports_total',
    help: 'Ad conversion reports (A: desktop edition, B: mobile app) by channel and outcome: sent upstream, then accepted, refused by the upstream, or failed.',
    labelNames: ['report', 'channel', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Calls through /api the rate limits refused (429) before anything went upstream, by endpoint.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });
  private readonly downloads = new Counter({
    name: 'downloads_total',
    help: 'Downloads started in the browser, by edition, channel and whether the visit came from an ad (tracked: a track_id).',
    labelNames: ['edition', 'channel', 'tracked'] as const,
    registers: [this.registry],
  });
  private readonly requestDuration = new RequestHistogram<'method' | 'route' | 'status_class'>(
    'http_request_duration_seconds',
    'Time from a request arriving to its response finishing, by route template.',
    DURATION_BUCKETS,
  );
  private readonly pageCacheAnswers = new Counter({
    name: 'page_cache_requests_total',
    help: 'Page answers by page-cache result: hit, miss, stale (served while refreshed), bypass.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly pageCacheEvictions = new Counter({
    name: 'page_cache_evictions_total',
    help: 'Pages dropped from the page cache to stay within PAGE_CACHE_MAX_MB.',
    registers: [this.registry],
  });
  private pageCache: PageCacheSize | undefined;
  private readonly upstreamDuration = new Histogram({
    name: 'upstream_call_duration_seconds',
    help: 'Duration of upstream API calls (page data and the /api proxy), by endpoint.',
    labelNames: ['source', 'endpoint'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamFailures = new Counter({
    name: 'upstream_failures_total',
    help: 'Failed upstream API calls by endpoint and reason (timeout, refused, too_large, bad_shape, http_5xx…).',
    labelNames: ['source', 'endpoint', 'reason'] as const,
    registers: [this.registry],
  });
  private readonly upstreamRetries = new Counter({
    name: 'upstream_retries_total',
    help: 'Retries the /api proxy made after a retryable answer or a dropped connection.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });
  private readonly renderDuration = new Histogram({
    name: 'page_render_duration_seconds',
    help: "Time to render a page's shell (the whole page for a cache refresh).",
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly wechatApiFailures = new Counter({
    name: 'wechat_api_failures_total',
    help: "Failed calls to WeChat's API for share cards, by call (token, ticket) and code: WeChat's errcode (40001, 40164, 45009…, other) or timeout, unreachable, http_status, too_large, bad_answer.",
    labelNames: ['call', 'code'] as const,
    registers: [this.registry],
  });
  private readonly renderErrors = new Counter({
    name: 'page_render_errors_total',
    help: 'Errors React reported while rendering a page.',
    registers: [this.registry],
  });

  /** `campaignChannels`: the channels the campaign metrics name; any other is `other`. */
  constructor(private readonly campaignChannels: ReadonlySet<string> = new Set()) {
    this.registry.registerMetric(this.requestDuration.asRegistered());
    const bytesHeld = () => this.pageCache?.size ?? 0;
    new Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes the page cache holds (every encoding of every page).',
      registers: [this.registry],
      collect() {
        this.set(bytesHeld());
      },
    });
  }

  /** Node's own metrics: event-loop lag, heap, GC, handles. Once per process (they are global). */
  collectRuntime(): this {
    collectDefaultMetrics({ register: this.registry });
    return this;
  }

  request({ method, route, status, seconds, pageCache }: AnsweredRequest): void {
    const methodLabel = METHODS.has(method) ? method : 'OTHER';
    const statusClass = Math.floor(status / 100);
    this.requestDuration.observe(
      `${methodLabel} ${statusClass} ${route}`,
      () => ({ method: methodLabel, route, status_class: `${statusClass}xx` }),
      seconds,
    );
    if (pageCache !== undefined && PAGE_CACHE_RESULTS.has(pageCache)) {
      this.pageCacheAnswers.inc({ result: pageCache });
    }
  }

  /** A call through /api the rate limits refused. */
  rateLimited(path: string): void {
    this.rateLimitRefusals.inc({ endpoint: endpointLabel(path) });
  }

  /** An ad report's outcomes, as the proxy saw them end. */
  adReport(call: AdReportCall | undefined): void {
    if (!call) return;
    const channel = campaignChannelLabel(this.campaignChannels, call.channel);
    for (const outcome of call.outcomes)
      this.adReports.inc({ report: call.report, channel, outcome });
  }

  /** A download the browser started. */
  download({ edition, channel, tracked }: DownloadCount): void {
    this.downloads.inc({
      edition,
      channel: campaignChannelLabel(this.campaignChannels, channel),
      tracked: String(tracked),
    });
  }

  /** The page cache whose bytes `page_cache_bytes` reports. */
  watchPageCache(cache: PageCacheSize): void {
    this.pageCache = cache;
  }

  readonly pageEvicted = (): void => {
    this.pageCacheEvictions.inc();
  };

  upstreamCall(call: UpstreamCall | undefined): void {
    if (!call) return;
    const { source, path, ms, failure, retries } = call;
    const endpoint = endpointLabel(path);
    this.upstreamDuration.observe({ source, endpoint }, ms / 1000);
    if (failure) this.upstreamFailures.inc({ source, endpoint, reason: failure });
    if (retries) this.upstreamRetries.inc({ endpoint }, retries);
  }

  /** A failed call of a page's data, as the API client reports it; returns the reason. */
  pageDataFailed(error: unknown, call: { path: string; ms: number }): FailureReason {
    const failure = failureReason(error);
    this.upstreamCall({ source: 'page', ...call, failure });
    return failure;
  }

  rendered(seconds: number): void {
    this.renderDuration.observe(seconds);
  }

  /** A failed call to WeChat's API (share cards), labelled from a fixed set. */
  wechatApiFailed(call: WechatCall, code: WechatFailureLabel): void {
    this.wechatApiFailures.inc({ call, code });
  }

  renderFailed(): void {
    this.renderErrors.inc();
  }
}
