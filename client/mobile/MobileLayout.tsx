import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../components/SiteFooter';
import { MobileHeader } from './MobileHeader';

/** The `/m` tree: the mobile header and its spacer, page, footer. */
export function Component() {
  return (
    <div className="layout layout--mobile mobile">
      <MobileHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
