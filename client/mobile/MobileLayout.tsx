import { Outlet } from 'react-router-dom';

import { ChromeOverlay } from '../components/ChromeOverlay';
import { LanguageBar } from '../components/LanguageBar';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { MenuPanel } from './MenuPanel';
import { MobileHeader } from './MobileHeader';

/** The `/m` tree: the mobile header and its spacer, page, languages, footer. */
export function Component() {
  return (
    <div className="layout layout--mobile mobile">
      <SkipLink />
      <ChromeOverlay />
      <MobileHeader />
      <Outlet />
      <LanguageBar />
      <SiteFooter />
      <MenuPanel />
    </div>
  );
}
