import { randomBytes } from 'node:crypto';

/** `bytes` fresh bytes from the operating system's CSPRNG, encoded. */
export function randomToken(bytes: number, encoding: 'base64' | 'base64url'): string {
  return randomBytes(bytes).toString(encoding);
}
