/**
 * The one store of answers worked out from a value the visitor sends or asks for (a device from
 * a User-Agent, a route from a path…), for the per-request steps whose working-out costs more
 * than remembering it: visitors send a handful of distinct values. Each use says, beside it,
 * what it saves. Bounded: a stream of invented values costs memory for `max` of them only, the
 * least recently used going first, and a value longer than `longestKey` is answered each time
 * rather than kept. A Map rather than a cache library: the browser's route lookups use it too,
 * and it is a few lines.
 */
export function rememberedAnswers<V extends NonNullable<unknown>>({
  max = 1000,
  longestKey = 256,
}: { max?: number; longestKey?: number } = {}): (key: string, answer: () => V) => V {
  const answers = new Map<string, V>();
  return (key, answer) => {
    let value = answers.get(key);
    if (value !== undefined) {
      // Most recently used last: a Map keeps insertion order.
      answers.delete(key);
      answers.set(key, value);
      return value;
    }
    value = answer();
    if (key.length <= longestKey) {
      if (answers.size >= max) answers.delete(answers.keys().next().value!);
      answers.set(key, value);
    }
    return value;
  };
}
