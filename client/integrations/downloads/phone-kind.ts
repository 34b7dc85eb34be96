/**
 * Which kind of phone a User-Agent names, for the store it is sent to. Chinese Android phones
 * mostly have no Google Play: each maker ships its own store, found from the tokens its phones
 * and browsers put in the User-Agent (the maker, its brands, its browser, its model codes).
 *
 * OnePlus and realme count as OPPO: both are brands of the OPPO group, and their phones sold in
 * China run ColorOS with OPPO's 软件商店. iQOO is vivo's brand, Redmi and POCO are Xiaomi's.
 * A Honor phone made before Honor left Huawei says HUAWEI in its build and has AppGallery, so
 * it counts as Huawei; a newer one says HONOR.
 *
 * Chrome's reduced User-Agent names no model ("Android 10; K"): such a phone is `android`, and
 * gets the stores every Android phone can use.
 */
export type PhoneKind =
  'ios' | 'huawei' | 'honor' | 'xiaomi' | 'oppo' | 'vivo' | 'android' | 'other';

/** First match wins: a newer Honor's browser also reports HMS, so Honor is asked first. */
const MAKERS: readonly (readonly [PhoneKind, readonly RegExp[]])[] = [
  ['honor', [/honor/i]],
  ['huawei', [/huawei|harmonyos|openharmony|hmscore/i]],
  // "MI 9", "MIX 3": Xiaomi's models, in capitals ("MIUI" alone is no proof; "MiuiBrowser" is).
  ['xiaomi', [/xiaomi|redmi|\bpoco|miuibrowser/i, /\bMI (?:\d|[A-Z])|\bMIX\b/]],
  ['oppo', [/\boppo|heytapbrowser|realme|\bRMX\d{4}|oneplus/i]],
  // vivo's Chinese model codes read V2227A; its browser VivoBrowser.
  ['vivo', [/\bvivo|iqoo|\bV\d{4}[A-Z]{1,2}\b/i]],
];

export function phoneKind(userAgent: string): PhoneKind {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  for (const [kind, patterns] of MAKERS) {
    if (patterns.some((pattern) => pattern.test(userAgent))) return kind;
  }
  return /Android/i.test(userAgent) ? 'android' : 'other';
}
