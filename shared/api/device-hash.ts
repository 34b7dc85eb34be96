/**
 * FNV-1a 64-bit hash, used for the `device-identifier` header (a hash of the user agent). It
 * must be synchronous and give the same value in Node (server-side loading) and in every browser,
 * which rules out Web Crypto (async) and node:crypto (server only).
 * Not a security hash: it only makes a stable, opaque id out of the user agent.
 */
const FNV64_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV64_PRIME = 0x100000001b3n;
const UINT64_MASK = 0xffffffffffffffffn;

const encoder = new TextEncoder();

/** FNV-1a 64 of the UTF-8 bytes of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV64_OFFSET_BASIS;
  for (const byte of encoder.encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV64_PRIME) & UINT64_MASK;
  }
  return hash.toString(16).padStart(16, '0');
}

let lastUserAgent: string | undefined;
let lastIdentifier = '';

/** The device identifier of a user agent; the last answer is cached (one UA per browser). */
export function deviceIdentifier(userAgent: string): string {
  if (userAgent !== lastUserAgent) {
    lastIdentifier = fnv1a64(userAgent);
    lastUserAgent = userAgent;
  }
  return lastIdentifier;
}
