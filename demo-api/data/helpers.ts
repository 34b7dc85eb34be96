/** Small builders that keep the sample data files short. */
import type { LocalizedAttribute, LocalizedText } from './types';

/** A text in Chinese, English and Japanese. */
export function t(zh: string, en: string, ja: string): LocalizedText {
  return { zh, en, ja };
}

/** The same text in every language (proper names such as "PC"). */
export function same(text: string): LocalizedText {
  return { zh: text, en: text, ja: text };
}

export function attr(label: LocalizedText, value: LocalizedText): LocalizedAttribute {
  return { label, value };
}

/** Kinds of generated images served by GET /api/visitor/media/:kind/:id.svg. */
export const MEDIA_KINDS = [
  'game',
  'game-banner',
  'game-icon',
  'entity',
  'entity-cover',
  'character',
  'character-cover',
  'character-figure',
  'story',
  'scene',
  'activity',
  'banner',
  'avatar',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Path of a generated image; the site proxies /api to the demo API, so it works in the page. */
export function media(kind: MediaKind, id: number): string {
  return `/api/visitor/media/${kind}/${id}.svg`;
}
