/** Text helpers shared by search, chat and the generated images. */

/** Width-folded, lower-case form used for matching (full-width Ｌｏｌ matches lol). */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** FNV-1a: a small stable hash for picking templates and colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The first `max` characters (code points), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
