import * as z from 'zod/mini';

/** A record's id: pages put it in paths and use it as a key, so a whole number. */
export const id = z.int();

/**
 * A value the page can do without: null or missing (an upstream that leaves a field out, or a
 * Python backend that sends None) reads as `fallback()`, anything else must be of `schema`.
 */
export function orElse<T extends z.ZodMiniType>(schema: T, fallback: () => z.output<T>) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined): z.output<T> => value ?? fallback()),
  );
}

/** Secondary text (a summary, a tagline, a label): empty when the upstream has none. */
export const text = orElse(z.string(), () => '');

/**
 * Most items of any list a page shows: pages ask for pages of 50, and a nested list (tags,
 * related roles, attributes) is shorter still. Anything longer is cut before its items are
 * checked, so an upstream's oversized list costs neither validation nor rendering.
 */
export const MAX_LIST_ITEMS = 100;

/** A list of `item`, cut to MAX_LIST_ITEMS before its items are checked. */
export function cappedList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value) && value.length > MAX_LIST_ITEMS
        ? value.slice(0, MAX_LIST_ITEMS)
        : value,
    ),
    z.array(item),
  );
}

/** A list the page shows empty when the upstream has none (tags, related records). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return orElse(cappedList(item), () => []);
}

/** Tags, shown as chips. */
export const tags = listOf(z.string());
