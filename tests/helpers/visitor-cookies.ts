/** Cookie header and token a browser would hold after loading a page. */
export interface VisitorCredentials {
  cookie: string;
  token: string;
}

/** Parses `name=value` pairs out of Set-Cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookies: Record<string, string> = {};
  for (const line of list) {
    const pair = line.split(';', 1)[0] ?? '';
    const index = pair.indexOf('=');
    if (index > 0) cookies[pair.slice(0, index)] = decodeURIComponent(pair.slice(index + 1));
  }
  return cookies;
}

export function credentialsFrom(setCookie: string | string[] | undefined): VisitorCredentials {
  const cookies = cookiesFrom(setCookie);
  const token = cookies['XSRF-TOKEN'] ?? '';
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return { cookie, token };
}
