/**
 * Reads a site's sitemap as search engines do, from its address: the `<loc>` and `<lastmod>` of
 * each `<url>`, following a sitemap index to its parts. Made for the sitemap this site serves
 * (server/seo/sitemap.ts), which never uses a namespace prefix on these elements.
 */
import type { PushHttp } from './search-push-http';

export interface SitemapEntry {
  url: string;
  /** As the sitemap gives it (`YYYY-MM-DD` here), where it gives one. */
  lastmod?: string;
}

/** A part of the site's sitemap is about 7 MB (10,000 URLs with their language forms). */
const MAX_FILE_BYTES = 32 * 1024 * 1024;
/** The site's index names three parts at most; room for growth, never an unbounded crawl. */
const MAX_PARTS = 20;
/** More than the site ever lists (30,000), fewer than a runaway sitemap could. */
export const MAX_SITEMAP_ENTRIES = 100_000;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text of the first `<name>` element inside `xml`, unescaped and trimmed. */
function childText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1]!).trim() || undefined : undefined;
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]!);
}

export class SitemapError extends Error {}

async function readFile(http: PushHttp, url: string): Promise<string> {
  const answer = await http.get(url, MAX_FILE_BYTES);
  if (!answer.ok) throw new SitemapError(`could not read the sitemap ${url}: ${answer.reason}`);
  return answer.body;
}

/**
 * Every entry of the sitemap at `sitemapUrl`, in its order, each URL once. The parts an index
 * names are read from where the sitemap itself was read: the index names them on the public
 * origin, which may not be the address this reader was given (a Service inside the cluster).
 */
export async function readSitemap(http: PushHttp, sitemapUrl: string): Promise<SitemapEntry[]> {
  const main = await readFile(http, sitemapUrl);
  let files = [main];
  if (/<sitemapindex[\s>]/.test(main)) {
    const parts = elements(main, 'sitemap').flatMap((part) => childText(part, 'loc') ?? []);
    if (parts.length > MAX_PARTS) {
      throw new SitemapError(`the sitemap index names ${parts.length} parts, over ${MAX_PARTS}`);
    }
    files = [];
    // One at a time: each part can be megabytes, and the site renders it on demand.
    for (const part of parts) {
      if (!URL.canParse(part)) throw new SitemapError(`the sitemap index names ${part}, no URL`);
      const { pathname, search } = new URL(part);
      files.push(await readFile(http, new URL(pathname + search, sitemapUrl).href));
    }
  } else if (!/<urlset[\s>]/.test(main)) {
    throw new SitemapError(`${sitemapUrl} is not a sitemap (no <urlset> or <sitemapindex>)`);
  }
  const entries = new Map<string, SitemapEntry>();
  for (const file of files) {
    for (const element of elements(file, 'url')) {
      const url = childText(element, 'loc');
      if (url === undefined || entries.has(url)) continue;
      if (entries.size >= MAX_SITEMAP_ENTRIES) {
        throw new SitemapError(`the sitemap lists more than ${MAX_SITEMAP_ENTRIES} URLs`);
      }
      const lastmod = childText(element, 'lastmod');
      entries.set(url, lastmod === undefined ? { url } : { url, lastmod });
    }
  }
  return [...entries.values()];
}
