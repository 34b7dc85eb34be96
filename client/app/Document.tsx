import type { ReactNode } from 'react';

import { HTML_LANG } from '../../shared/i18n/languages';
import { DESKTOP_MIN_WIDTH_PX } from '../styles/ui-constants';
import { usePageContext } from './page-context';

/** The `/m` tree is laid out for the phone's own width. */
const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';
/**
 * The desktop tree is laid out at its minimum width, so that a tablet (an iPad, which sends a
 * Mac UA, or an Android tablet, both pc devices) scales the whole 1,200 px page to fit its
 * screen instead of showing the left of it at 1:1.
 */
const DESKTOP_VIEWPORT = `width=${DESKTOP_MIN_WIDTH_PX}`;

export interface DocumentProps {
  /** Stylesheets of the entry chunk (hashed URLs from the Vite manifest). */
  stylesheets: readonly string[];
  children: ReactNode;
}

/** The whole HTML document; React owns <head> so pages can hoist their own <title> and links. */
export function Document({ stylesheets, children }: DocumentProps) {
  const { lang, mobile } = usePageContext();
  return (
    <html lang={HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT} />
        <meta name="theme-color" content="#0f1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body className={mobile ? 'tree-mobile' : 'tree-desktop'}>{children}</body>
    </html>
  );
}
