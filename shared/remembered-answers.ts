import { LRUCache } from 'lru-cache';

/**
 * Vite's flag where Vite builds or serves this module: false in the browser's bundle, which then
 * leaves lru-cache out. The server's own code runs under tsx in development, without the flag.
 */
const inBrowser = (import.meta as { env?: { SSR?: boolean } }).env?.SSR === false;

/**
 * The one store of answers worked out from a value the visitor sends or asks for (a device from
 * a User-Agent, a route from a path…), for the per-request steps whose working-out costs more
 * than remembering it: visitors send a handful of distinct values. Each use says, beside it,
 * what it saves. Bounded: a stream of invented values costs memory for `max` of them only, the
 * least recently used going first (lru-cache), and a value longer than `longestKey` is answered
 * each time rather than kept.
 *
 * In the browser, only the last answer: a page asks for its own path's route again and again (a
 * link each, before hydration), and a visitor asks for few others. lru-cache would add 5.4 KB
 * gzip to the desktop home's first load, past its 140 KB (139.1 → 144.5).
 */
export function rememberedAnswers<V extends NonNullable<unknown>>({
  max = 1000,
  longestKey = 256,
}: { max?: number; longestKey?: number } = {}): (key: string, answer: () => V) => V {
  if (inBrowser) return lastAnswer();
  const answers = new LRUCache<string, V>({ max });
  return (key, answer) => {
    if (key.length > longestKey) return answer();
    let value = answers.get(key);
    if (value === undefined) {
      value = answer();
      answers.set(key, value);
    }
    return value;
  };
}

/** The browser's store: the last answer alone. */
export function lastAnswer<V>(): (key: string, answer: () => V) => V {
  let last: { key: string; value: V } | undefined;
  return (key, answer) => {
    if (last?.key !== key) last = { key, value: answer() };
    return last.value;
  };
}
