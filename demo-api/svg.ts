/**
 * Generated placeholder images: a diagonal gradient picked from a hash of kind and id, soft
 * circles and the initials of the subject. Deterministic, so they cache well.
 */
import type { MediaKind } from './data/helpers';
import { escapeXml, hashString } from './text';

const SIZES: Record<MediaKind, readonly [number, number]> = {
  game: [300, 400],
  'game-banner': [1280, 720],
  'game-icon': [256, 256],
  entity: [256, 256],
  'entity-cover': [1280, 720],
  character: [256, 256],
  'character-cover': [600, 800],
  'character-figure': [540, 960],
  story: [800, 450],
  scene: [1280, 720],
  activity: [800, 450],
  banner: [1600, 600],
  avatar: [256, 256],
};

const MINOR_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'to']);

/** Up to two initials of an English name: "League of Legends" → "LL", "Minecraft" → "M". */
export function initials(name: string): string {
  const words = (name.match(/[A-Za-z0-9]+/g) ?? []).filter(
    (word) => !MINOR_WORDS.has(word.toLowerCase()),
  );
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

export interface SvgOptions {
  kind: MediaKind;
  id: string;
  /** Short text in the middle (initials). */
  label: string;
  /** Accessible title of the image. */
  title: string;
  /** First gradient colour (CSS colour); derived from the hash when absent. */
  color?: string;
}

export function renderSvg({ kind, id, label, title, color }: SvgOptions): string {
  const [width, height] = SIZES[kind];
  const hash = hashString(`${kind}:${id}`);
  const hue = hash % 360;
  const from = color ?? `hsl(${hue} 70% 55%)`;
  const to = `hsl(${(hue + 40 + (hash % 80)) % 360} 75% 35%)`;
  const short = Math.min(width, height);
  const fontSize = Math.round(short * (label.length > 1 ? 0.3 : 0.4));
  const circleA = { x: (hash % 7) / 7, y: ((hash >> 3) % 5) / 5 };
  const circleB = { x: 1 - circleA.x, y: 1 - circleA.y };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(circleA.x * width)}" cy="${Math.round(circleA.y * height)}" r="${Math.round(short * 0.45)}" fill="#fff" fill-opacity="0.12"/>`,
    `<circle cx="${Math.round(circleB.x * width)}" cy="${Math.round(circleB.y * height)}" r="${Math.round(short * 0.3)}" fill="#fff" fill-opacity="0.08"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" fill-opacity="0.92">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
