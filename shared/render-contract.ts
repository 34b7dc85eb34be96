/**
 * What the server and the browser bundle agree on: the facts of a page load, the settings the
 * browser may see, what the render entry is given and exports, and the build id.
 */
import type { ApiClientOptions } from './api/client';
import type { Lang } from './i18n/languages';
import type { PublicFacts } from './public-facts';
import type { SiteConfig } from './site-config-schema';

/** Integration settings the browser may see; unset means off. */
export interface PublicConfig {
  captchaId?: string;
  analyticsId?: string;
  trackingHost?: string;
  installSdkKey?: string;
  imAppId?: string;
  downloadHost?: string;
  ipLookupUrl?: string;
  /** WeChat share cards are on (WECHAT_APP_ID): pages inside WeChat set theirs with its JS-SDK. */
  wechatShare?: boolean;
  /** External addresses and company facts; the server always sets it (demo stand-ins or SITE_CONFIG). */
  facts?: PublicFacts;
}

/** Facts of the page load, the same on the server and in the browser. */
export interface PageContext {
  lang: Lang;
  /** Whether this page belongs to the `/m` tree. */
  mobile: boolean;
  /** Public origin for absolute links (canonical, hreflang). */
  origin: string;
  buildId: string;
  config: PublicConfig;
}

/** The build id written by `npm run build` and served at the build manifest path. */
export interface BuildInfo {
  id: string;
  timestamp: number;
}

/** The browser assets a page links: module scripts that boot it, and its stylesheets. */
export interface PageAssets {
  bootstrapModules: readonly string[];
  stylesheets: readonly string[];
  /**
   * The scripts to preload for a page whose matched routes load these source modules (as Vite's
   * manifest names them): the entry's chunks and theirs, with all they import, so the browser
   * fetches them at once rather than one import after another. None where there is no build.
   */
  modulePreloads(modules: readonly string[]): readonly string[];
}

/** Everything the render entry needs besides the Fetch `Request` of the page. */
export interface RenderInput {
  pageContext: PageContext;
  /**
   * The request's CSP nonce, for every script the page carries; none for a page made for the
   * cache, whose scripts are allowed by their hashes.
   */
  nonce?: string;
  assets: PageAssets;
  /** How loaders reach the upstream for this request (language, tree, visitor). */
  api: ApiClientOptions;
  /**
   * The page route the server matched the path to (react-router's matcher, over the same table),
   * so that the render does not match it again among the whole tree; unset for a path no page
   * serves, which the whole tree resolves to its 404.
   */
  routeId?: string;
  /**
   * How long the shell waits for the rest of the page's data before it is sent. Data that arrives
   * within it is rendered in place, so the page leaves whole, without loading placeholders;
   * past it, the shell leaves at once and the rest streams. Infinite for crawlers, which get the
   * complete document in one piece.
   */
  dataWaitMs: number;
  onError: (error: unknown) => void;
}

/** Where a streamed page is written: the HTTP response on the server (a Node writable). */
export interface HtmlSink {
  write(chunk: Uint8Array | string): boolean;
  end(): unknown;
}

/** A page to stream: the status is final once the shell (or, for crawlers, all) is ready. */
export interface StreamedPage {
  kind: 'page';
  status: number;
  /** Pipes the HTML into the sink, flushing as React does; the render ends with the sink. */
  pipe(destination: HtmlSink): void;
}

/** A response without a body to stream: a redirect from a loader, or a HEAD request. */
export interface PlainResponse {
  kind: 'response';
  response: Response;
}

export type RenderResult = StreamedPage | PlainResponse;

export type RenderFunction = (request: Request, input: RenderInput) => Promise<RenderResult>;

/** A standalone legal file (terms.html and its siblings): a complete HTML document. */
export interface StaticLegalPage {
  /** The file name, served at `/${file}`. */
  file: string;
  html: string;
}

/**
 * Renders every standalone legal file, naming the operators of a deployment's SITE_CONFIG
 * `facts` (the demo's stand-ins without); `origin` is the public origin their share cards name.
 */
export type StaticLegalPagesFunction = (
  facts?: Pick<SiteConfig, 'company' | 'legalOperators'>,
  origin?: string,
) => StaticLegalPage[];

/** What the render entry (the SSR bundle's `entry-server`) exports for the server. */
export interface RenderEntryModule {
  render: RenderFunction;
  renderStaticLegalPages: StaticLegalPagesFunction;
}
