import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { usePrefixedPath } from '../app/use-prefixed-path';
import { ChromeOverlay } from '../components/ChromeOverlay';
import { LanguageBar } from '../components/LanguageBar';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { MenuPanel } from '../mobile/MenuPanel';
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
  const home = usePrefixedPath().rest === '/';
  const header = useRef<HTMLElement>(null);
  const firstPageActive = home && !narrow;
  const { firstPage, onScroll } = useHomeFirstPage(firstPageActive, header);
  const layout = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The home page hides page scroll and scrolls this box instead: focused at once, the
    // keyboard (PageDown, Space, arrows, End) scrolls it, unless the visitor is already elsewhere.
    if (firstPageActive && document.activeElement === document.body) {
      layout.current?.focus({ preventScroll: true });
    }
  }, [firstPageActive]);
  return (
    <div
      ref={layout}
      className={layoutClass(home, narrow)}
      // In the tab order so keyboard users can reach the scrolling box again after leaving it.
      tabIndex={firstPageActive ? 0 : undefined}
      onScroll={firstPageActive ? onScroll : undefined}
    >
      <SkipLink />
      <ChromeOverlay />
      <DesktopHeader
        ref={header}
        narrow={narrow}
        homeFirstPage={firstPageActive ? firstPage : undefined}
      />
      <Outlet />
      <LanguageBar />
      <SiteFooter />
      <MenuPanel />
    </div>
  );
}
