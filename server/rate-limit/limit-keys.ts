/**
 * What a limit counts by, read from the request the way the upstream reads it: every spelling the
 * upstream takes for one phone, one session or one client is one key, so that respelling a call
 * buys no budget of its own.
 */
import { createHash } from 'node:crypto';

import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

import { COUNTRY_CODE, MAINLAND_PHONE_PATTERN } from '../../shared/account/login-constants';
import { bearerToken } from '../../shared/api/bearer';
import type { LimitKey } from './limits';

/**
 * An IPv6 client is given a whole /64 (one home or phone hands out addresses from it at will),
 * so its addresses are counted by that prefix, as one client.
 */
const IPV6_CLIENT_PREFIX_BITS = 64;

/** Digits of a phone or country code: full-width digits count, spaces, dashes and `+` do not. */
function digitsOf(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value).normalize('NFKC').replace(/\D/g, '');
}

/** The phone number of a JSON body `{country_code?, phone}`, as `<country>:<number>`, or undefined. */
function phoneKey(body: Buffer | undefined): string | undefined {
  if (!body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { phone, country_code: countryCode } = parsed as Record<string, unknown>;
  let number = digitsOf(phone);
  // `+86 138…` or `0086138…` in the phone field is the mainland number itself.
  const international = number.replace(/^00/, '');
  const national = international.slice(COUNTRY_CODE.length);
  if (international.startsWith(COUNTRY_CODE) && MAINLAND_PHONE_PATTERN.test(national)) {
    number = national;
  }
  if (number.length < 5 || number.length > 20) return undefined;
  const country = digitsOf(countryCode).replace(/^00/, '').slice(0, 4) || COUNTRY_CODE;
  return `${country}:${number}`;
}

/** The client as Express trusts it: an IPv4 address (mapped ones too), or an IPv6 /64. */
function addressKey(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(
    `${parsed.toString()}/${IPV6_CLIENT_PREFIX_BITS}`,
  );
  return `${prefix.toString()}/${IPV6_CLIENT_PREFIX_BITS}`;
}

/** The session of a logged-in call: its bearer token, hashed; without one, the address. */
function sessionKey(req: Request): string {
  const token = bearerToken(req.get('authorization'));
  if (!token) return `address:${addressKey(req)}`;
  return `user:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

/** The key of a limit of kind `kind` for this call, or undefined when the call has none. */
export function keyFor(kind: LimitKey, req: Request, body: Buffer | undefined): string | undefined {
  if (kind === 'address') return addressKey(req);
  if (kind === 'phone') return phoneKey(body);
  return sessionKey(req);
}
