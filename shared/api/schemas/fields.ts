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

/** A list the page shows empty when the upstream has none (tags, related records). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return orElse(z.array(item), () => []);
}

/** Tags, shown as chips. */
export const tags = listOf(z.string());
