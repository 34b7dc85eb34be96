/**
 * Path segments that look like a phone number or a token, replaced for a log line: a visitor can
 * type a number into a path, and a bad link can carry a token there, as well as in a query.
 */
import { percentDecoded } from '../../shared/percent-decoded';

/** Seven digits or more, in one run or split by spaces, dashes, dots or brackets: a phone number. */
const PHONE = /(?:\+|00)?\d(?:[\s\-.()]*\d){6,}/;
/**
 * A long run of token characters holding letters and digits both, or a JWT: route segments
 * (`game-role-12`, hashed asset names) are far shorter or plain words.
 */
const TOKEN = /[A-Za-z0-9_\-~+=]{24,}/;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/;

export const REDACTED_SEGMENT = '[redacted]';

function decoded(segment: string): string {
  return (percentDecoded(segment) ?? segment).normalize('NFKC');
}

function isSecret(segment: string): boolean {
  const text = decoded(segment);
  if (PHONE.test(text) || JWT.test(text)) return true;
  const token = TOKEN.exec(text)?.[0];
  return token !== undefined && /[A-Za-z]/.test(token) && /\d/.test(token);
}

/** `path` (no query) with each segment that looks like a phone number or a token replaced. */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (isSecret(segment) ? REDACTED_SEGMENT : segment))
    .join('/');
}
