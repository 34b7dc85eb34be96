/** The part of the Web Storage API the tab's keepsakes use (a Map-backed fake works in tests). */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's sessionStorage, or undefined on the server and where the browser's settings disable
 * it: what is kept there is a convenience, and everything works without it.
 */
export function tabStorage(): TabStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
