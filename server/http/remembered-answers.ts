import { LRUCache } from 'lru-cache';

/**
 * A store of answers worked out from a header's value (which language, which codings, which
 * device, which origin), for the per-request steps that would otherwise work each one out on
 * every request: browsers send a handful of distinct values, and each answer costs parsing.
 * It is bounded, so a stream of invented values costs memory for `max` of them only, and a value
 * longer than `longestKey` is answered each time rather than kept.
 */
export function rememberedAnswers<V extends NonNullable<unknown>>({
  max = 1000,
  longestKey = 256,
}: { max?: number; longestKey?: number } = {}): (key: string, answer: () => V) => V {
  const answers = new LRUCache<string, V>({ max });
  return (key, answer) => {
    let value = answers.get(key);
    if (value === undefined) {
      value = answer();
      if (key.length <= longestKey) answers.set(key, value);
    }
    return value;
  };
}
