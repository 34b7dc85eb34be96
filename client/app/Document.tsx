import type { ReactNode } from 'react';

import { HTML_LANG } from '../../shared/i18n/languages';
import { usePageContext } from './page-context';

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
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
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
