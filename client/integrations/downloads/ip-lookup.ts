/**
 * The visitor's public IP address for the ad reports (`client_ip`), from the public IP-lookup
 * service at IP_LOOKUP_URL. Unset, failing or odd answers give an empty string;
 * a failure is only logged.
 */
import { HTTP_TIMEOUT_MS } from '../../../shared/api/http-constants';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export async function lookupPublicIp(
  lookupUrl: string | undefined,
  fetchImpl: FetchLike = fetch,
  timeoutMs = HTTP_TIMEOUT_MS,
): Promise<string> {
  if (!lookupUrl) return '';
  try {
    const response = await fetchImpl(lookupUrl, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`IP lookup answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    const ip =
      typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : undefined;
    if (typeof ip !== 'string') throw new Error('IP lookup answered without an ip field');
    return ip.trim();
  } catch (error) {
    console.warn('IP lookup failed', error);
    return '';
  }
}

const lookups = new Map<string, string>();

/**
 * Starts the lookup ahead of any tap (once per page and address) and answers what is known so
 * far: a report is sent inside the tap and cannot wait for it.
 */
export function prefetchPublicIp(lookupUrl: string | undefined): () => string {
  if (lookupUrl && !lookups.has(lookupUrl)) {
    lookups.set(lookupUrl, '');
    void lookupPublicIp(lookupUrl).then((ip) => lookups.set(lookupUrl, ip));
  }
  return () => (lookupUrl ? (lookups.get(lookupUrl) ?? '') : '');
}
