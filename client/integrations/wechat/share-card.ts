import { CHANNEL_QUERY_PARAM, TRACK_ID_QUERY_PARAM } from '../../../shared/routing/query-params';

/** A page's card as WeChat's share functions take it. */
export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The campaign parameters a shared link carries on, so that its visits count for the campaign. */
const CAMPAIGN_PARAMS = [CHANNEL_QUERY_PARAM, TRACK_ID_QUERY_PARAM];

function metaContent(head: ParentNode, selector: string): string | undefined {
  return head.querySelector<HTMLMetaElement>(selector)?.content || undefined;
}

/**
 * The link a card opens: the page's canonical address (a `/m` page's is its desktop twin, which
 * sends a phone back to `/m`), with the visitor's `channel` and `track_id` and no other query.
 */
export function shareLink(doc: Document, location: Pick<Location, 'href'>): string {
  const current = new URL(location.href);
  const named =
    doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ||
    metaContent(doc.head, 'meta[property="og:url"]');
  const link = new URL(named ?? current.pathname, current);
  link.search = '';
  link.hash = '';
  for (const name of CAMPAIGN_PARAMS) {
    const value = current.searchParams.get(name);
    if (value) link.searchParams.set(name, value);
  }
  return link.href;
}

/** The card the page's own head describes (its Open Graph card, else its title and description). */
export function shareCard(doc: Document, location: Pick<Location, 'href'>): ShareCard {
  const { head } = doc;
  return {
    title: metaContent(head, 'meta[property="og:title"]') ?? doc.title,
    desc:
      metaContent(head, 'meta[property="og:description"]') ??
      metaContent(head, 'meta[name="description"]') ??
      '',
    link: shareLink(doc, location),
    imgUrl: new URL(metaContent(head, 'meta[property="og:image"]') ?? '/favicon.svg', location.href)
      .href,
  };
}
