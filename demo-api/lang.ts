/** The answer language: request header `lan` (zh, en or ja); anything else means zh. */
import type { Request } from 'express';

import { DEFAULT_LANG, isLang, type Lang } from '../shared/i18n/languages';
import type { LocalizedText } from './data/types';

export function requestLang(req: Request): Lang {
  const value = req.get('lan')?.trim().toLowerCase();
  return isLang(value) ? value : DEFAULT_LANG;
}

/** The text in `lang`, falling back to Chinese when a translation is empty. */
export function pick(text: LocalizedText, lang: Lang): string {
  return text[lang] || text.zh;
}

export function pickAll(texts: readonly LocalizedText[], lang: Lang): string[] {
  return texts.map((text) => pick(text, lang));
}

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
