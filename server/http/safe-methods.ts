/**
 * The methods that only read (RFC 9110's safe methods; TRACE is never let through): the
 * anti-forgery check lets them pass, and the proxy may try them a second time.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
