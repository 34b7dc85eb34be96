import { useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { useSitePath } from '../app/use-site-path';
import { ChromeOverlay } from '../components/ChromeOverlay';
import { LanguageBar } from '../components/LanguageBar';
import { SiteFooter } from '../components/SiteFooter';
import { DesktopHeader } from './DesktopHeader';
import { useHomeFirstPage } from './use-home-first-page';
import { useNarrowViewport } from './use-narrow-viewport';

function layoutClass(home: boolean, narrow: boolean): string {
  const classes = ['layout', 'layout--desktop'];
  // Page scroll is hidden on the home page; the layout scrolls itself instead.
  if (home) classes.push('layout--home');
  if (narrow) classes.push('layout--mobile', 'mobile');
  return classes.join(' ');
}

/**
 * The desktop tree: header, page, languages, footer. A pc wider than the breakpoint gets the
 * desktop layout; a narrow window gets the mobile layout (media queries at once, the `mobile`
 * class after hydration).
 */
export function Component() {
  const narrow = useNarrowViewport();
  const home = useSitePath().rest === '/';
  const header = useRef<HTMLElement>(null);
  const firstPageActive = home && !narrow;
  const { firstPage, onScroll } = useHomeFirstPage(firstPageActive, header);
  return (
    <div className={layoutClass(home, narrow)} onScroll={firstPageActive ? onScroll : undefined}>
      <ChromeOverlay />
      <DesktopHeader
        ref={header}
        narrow={narrow}
        homeFirstPage={firstPageActive ? firstPage : undefined}
      />
      <Outlet />
      <LanguageBar />
      <SiteFooter />
    </div>
  );
}
