/**
 * `text` percent-decoded, or undefined where it does not decode (a lone `%`, a broken UTF-8
 * sequence). A check must use the decoded value: the bundler's minifier takes
 * `decodeURIComponent` for a pure function and drops a call whose value is unused, throw and all.
 */
export function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
