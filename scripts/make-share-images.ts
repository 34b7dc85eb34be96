// Makes the share card of each language (public/share/<lang>.jpg, 1200×630): the logo, the site's
// name and tagline in that language, drawn by Debian's Chromium (with fonts-noto-cjk) and saved
// as JPEG, which every chat app previews. Run `npm run share-images` after changing the name,
// the tagline or the logo, and commit the images.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { chromium } from 'playwright-core';

import { resources } from '../shared/i18n/catalogues';
import { HTML_LANG, LANGUAGES } from '../shared/i18n/languages';
import { escapeMarkup } from '../shared/markup-escape';
import { SHARE_IMAGE, SHARE_IMAGE_PATH } from '../shared/seo/share-card';
import { chromiumPath } from './chromium.js';

const root = process.cwd();
/** Small enough for a chat app to fetch at once, sharp enough for text. */
const JPEG_QUALITY = 82;
/** Each script's own CJK forms: Chinese glyphs for zh, Japanese ones for ja. */
const FONT: Record<(typeof LANGUAGES)[number], string> = {
  zh: "'Noto Sans CJK SC', sans-serif",
  en: "'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  ja: "'Noto Sans CJK JP', sans-serif",
};

function card(lang: (typeof LANGUAGES)[number], logo: string): string {
  const { name, tagline } = resources[lang].core.site;
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><style>
html,body{margin:0;width:${SHARE_IMAGE.width}px;height:${SHARE_IMAGE.height}px;overflow:hidden}
body{font-family:${FONT[lang]};color:#f4f4ff;display:flex;flex-direction:column;justify-content:center;
padding:0 96px;box-sizing:border-box;background:radial-gradient(circle at 85% 15%,rgba(124,92,255,.55),transparent 45%),
radial-gradient(circle at 10% 95%,rgba(32,211,194,.35),transparent 40%),#0f1020}
.logo{width:144px;height:144px;margin-bottom:40px}
h1{margin:0;font-size:92px;font-weight:700;letter-spacing:.02em}
p{margin:28px 0 0;font-size:40px;line-height:1.4;color:#c9c9e8;max-width:960px}
.bar{position:absolute;left:0;right:0;bottom:0;height:14px;background:linear-gradient(90deg,#7c5cff,#20d3c2)}
</style></head><body><img class="logo" alt="" src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}">
<h1>${escapeMarkup(name)}</h1><p>${escapeMarkup(tagline)}</p><div class="bar"></div></body></html>`;
}

const logo = await readFile(path.join(root, 'public', 'logo.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({
    viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height },
    deviceScaleFactor: 1,
  });
  for (const lang of LANGUAGES) {
    await page.setContent(card(lang, logo));
    // The page runs in the browser, where `document` exists; this file is checked without the DOM.
    await page.evaluate('document.fonts.ready');
    const file = path.join(root, 'public', SHARE_IMAGE_PATH[lang]);
    await mkdir(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, type: 'jpeg', quality: JPEG_QUALITY });
    console.log(`wrote ${path.relative(root, file)}`);
  }
} finally {
  await browser.close();
}
