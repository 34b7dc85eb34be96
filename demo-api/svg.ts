/**
 * Generated artwork for the sample data (no image files exist): portraits marked with the first
 * character of the subject's name in its own script, game covers in a colour of their own, and
 * abstract banners for images that the page lays a title over. Deterministic, so they cache well.
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

/** Generic families only: the visitor's own CJK font draws Chinese and Japanese glyphs. */
const FONT_FAMILY = `'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif`;

/** Three colours that go together: deep background, bright background, light accent. */
export interface Palette {
  deep: string;
  bright: string;
  accent: string;
}

/** Hand-picked so that white text stays readable on every one. */
export const PALETTES: readonly Palette[] = [
  { deep: '#1e3a8a', bright: '#3b82f6', accent: '#bfdbfe' },
  { deep: '#7c2d12', bright: '#f97316', accent: '#fed7aa' },
  { deep: '#064e3b', bright: '#10b981', accent: '#a7f3d0' },
  { deep: '#581c87', bright: '#a855f7', accent: '#e9d5ff' },
  { deep: '#831843', bright: '#ec4899', accent: '#fbcfe8' },
  { deep: '#0c4a6e', bright: '#06b6d4', accent: '#a5f3fc' },
  { deep: '#713f12', bright: '#ca8a04', accent: '#fef08a' },
  { deep: '#1f2937', bright: '#64748b', accent: '#e2e8f0' },
  { deep: '#7f1d1d', bright: '#ef4444', accent: '#fecaca' },
  { deep: '#134e4a', bright: '#0d9488', accent: '#99f6e4' },
];

/** The palette of anything keyed by `key`: the same key always gets the same colours. */
export function paletteFor(key: string): Palette {
  return PALETTES[hashString(key) % PALETTES.length]!;
}

/** A game's colours, shared by its cover, icon, banner and the images of its roles. */
export function gamePalette(gameId: number): Palette {
  return paletteFor(`game:${gameId}`);
}

/** A palette around one colour (a partner's theme colour): the colour itself is the bright one. */
export function paletteAround(color: string): Palette {
  return { deep: '#111827', bright: color, accent: '#ffffff' };
}

const MINOR_WORDS = new Set(['a', 'an', 'and', 'of', 'the', 'to']);

/** Up to two initials of an English name: "League of Legends" → "LL", "Minecraft" → "M". */
export function initials(name: string): string {
  const words = (name.match(/[A-Za-z0-9]+/g) ?? []).filter(
    (word) => !MINOR_WORDS.has(word.toLowerCase()),
  );
  const letters = words.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/**
 * The first letter of a name in its own script: 星野 → 星, リンシャオ → リ, Rex → R. Leading
 * punctuation is skipped; a name without any letter or digit gets "?".
 */
export function monogram(name: string): string {
  const first = /[\p{L}\p{N}]/u.exec(name.normalize('NFKC'))?.[0];
  if (first === undefined) return '?';
  return /\p{Script=Latin}/u.test(first) ? first.toLocaleUpperCase('en') : first;
}

/** What an image shows; every text in it is escaped here, whatever the data holds. */
export type Artwork =
  /** A person (partner, role, user): a large monogram in a ring. */
  | { style: 'portrait'; label: string; palette: Palette }
  /** A game's box art: its monogram, and the Latin initials as a small wordmark. */
  | { style: 'cover'; label: string; wordmark?: string; palette: Palette }
  /** Shapes only, for images the page lays its own title over. */
  | { style: 'abstract'; palette: Palette };

export interface SvgOptions {
  kind: MediaKind;
  id: string;
  /** Accessible title of the image. */
  title: string;
  artwork: Artwork;
}

interface Frame {
  width: number;
  height: number;
  short: number;
  hash: number;
}

const round = (value: number) => Math.round(value);

function text(x: number, y: number, size: number, label: string, extra = ''): string {
  return (
    `<text x="${round(x)}" y="${round(y)}" dy="0.35em" text-anchor="middle" ` +
    `font-family="${FONT_FAMILY}" font-weight="700" font-size="${round(size)}" fill="#fff"${extra}>` +
    `${escapeXml(label)}</text>`
  );
}

function background({ width, height }: Frame, palette: Palette): string {
  return [
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${escapeXml(palette.bright)}"/>`,
    `<stop offset="1" stop-color="${escapeXml(palette.deep)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  ].join('');
}

function portrait(frame: Frame, label: string, palette: Palette): string {
  const { width, height, short } = frame;
  // Tall portraits carry the monogram in the upper part, where a face would be.
  const cy = height > width * 1.2 ? height * 0.38 : height / 2;
  const ring = short * 0.36;
  const accent = escapeXml(palette.accent);
  return [
    `<circle cx="${round(width / 2)}" cy="${round(height + short * 0.25)}" r="${round(short * 0.75)}" fill="#fff" fill-opacity="0.08"/>`,
    `<circle cx="${round(width / 2)}" cy="${round(cy)}" r="${round(ring)}" fill="#000" fill-opacity="0.18"/>`,
    `<circle cx="${round(width / 2)}" cy="${round(cy)}" r="${round(ring)}" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="${round(short * 0.02)}"/>`,
    text(width / 2, cy, ring * (Array.from(label).length > 1 ? 0.75 : 1.05), label),
  ].join('');
}

function cover(frame: Frame, label: string, wordmark: string | undefined, palette: Palette) {
  const { width, height, short } = frame;
  const accent = escapeXml(palette.accent);
  const band = height * 0.16;
  return [
    `<circle cx="${round(width * 0.85)}" cy="${round(height * 0.12)}" r="${round(short * 0.5)}" fill="${accent}" fill-opacity="0.18"/>`,
    `<path d="M0 ${round(height * 0.7)} L${width} ${round(height * 0.55)} L${width} ${height} L0 ${height} Z" fill="#000" fill-opacity="0.2"/>`,
    text(width / 2, height * 0.42, short * 0.5, label),
    wordmark && height > width
      ? `<rect x="0" y="${round(height - band)}" width="${width}" height="${round(band)}" fill="#000" fill-opacity="0.25"/>` +
        text(
          width / 2,
          height - band / 2,
          band * 0.45,
          wordmark,
          ` letter-spacing="${round(band * 0.05)}" fill-opacity="0.9"`,
        )
      : '',
  ].join('');
}

function abstract(frame: Frame, palette: Palette): string {
  const { width, height, short, hash } = frame;
  const accent = escapeXml(palette.accent);
  const bright = escapeXml(palette.bright);
  const blobs = [0, 1, 2, 3].map((index) => {
    const bits = hash >>> (index * 7);
    const x = ((bits % 11) / 10) * width;
    const y = (((bits >>> 4) % 7) / 6) * height;
    const r = short * (0.25 + ((bits >>> 2) % 5) * 0.1);
    const fill = index % 2 === 0 ? accent : bright;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${fill}" fill-opacity="${index % 2 === 0 ? 0.14 : 0.3}"/>`;
  });
  const step = short * 0.12;
  const stripes = [0, 1, 2].map((index) => {
    const start = width * (0.45 + index * 0.08) + (hash % 5) * step * 0.2;
    return `<path d="M${round(start)} ${height} L${round(start + height * 0.6)} 0" stroke="${accent}" stroke-opacity="0.12" stroke-width="${round(step * 0.35)}"/>`;
  });
  return [...blobs, ...stripes].join('');
}

export function renderSvg({ kind, id, title, artwork }: SvgOptions): string {
  const [width, height] = SIZES[kind];
  const frame: Frame = {
    width,
    height,
    short: Math.min(width, height),
    hash: hashString(`${kind}:${id}`),
  };
  const body =
    artwork.style === 'portrait'
      ? portrait(frame, artwork.label, artwork.palette)
      : artwork.style === 'cover'
        ? cover(frame, artwork.label, artwork.wordmark, artwork.palette)
        : abstract(frame, artwork.palette);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    background(frame, artwork.palette),
    body,
    '</svg>',
  ].join('');
}
