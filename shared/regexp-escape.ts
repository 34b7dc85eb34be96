/** `text` matched literally inside a regular expression. Not `RegExp.escape`: the in-app browsers' engines predate it. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
