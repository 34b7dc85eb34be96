import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/SiteFooter';
import { DesktopHeader } from './DesktopHeader';

/** The desktop tree: header, page, footer. */
export function Component() {
  return (
    <div className="layout layout--desktop">
      <DesktopHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
