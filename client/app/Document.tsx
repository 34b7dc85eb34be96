import type { ReactNode } from 'react';

import { HTML_LANG } from '../../shared/i18n/languages';
import { usePageContext } from './page-context';

/** The `/m` tree is laid out for the phone's own width. */
const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1, viewport-fit=cover';
/**
 * The desktop tree is laid out at the screen's own width too: a tablet (an iPad, which sends a
 * Mac UA, or an Android tablet, both pc devices) gets the desktop layout at 1:1, which fits any
 * width above the mobile breakpoint, rather than a 1,200 px page scaled down to small print.
 */
const DESKTOP_VIEWPORT = 'width=device-width, initial-scale=1';

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
