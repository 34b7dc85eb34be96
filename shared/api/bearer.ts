/**
 * The token of an `Authorization: Bearer <token>` header as the API reads it: the scheme in any
 * case, any whitespace around and between, one token. Whatever is keyed by a session (the
 * code-check limit) reads it with this same rule, so that a spelling the API accepts cannot buy
 * a budget of its own.
 */
const BEARER = /^\s*Bearer\s+(\S+)\s*$/i;

export function bearerToken(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}
