import { percentDecoded } from '../../shared/percent-decoded';

/**
 * A cookie the page can read, decoded; undefined when absent. The site's one cookie reader in
 * the browser, of `document.cookie` unless given a cookie string read earlier. A few lines
 * instead of a parser library: it runs on every page load, so it stays out of the first load's
 * weight.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      const value = pair.slice(index + 1).trim();
      return percentDecoded(value) ?? value;
    }
  }
  return undefined;
}
