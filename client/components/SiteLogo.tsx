import { useT } from '../i18n/use-t';
import { AppLink } from './AppLink';

/**
 * The logo, a link home. The link itself carries the site's name, so it is named whether or not
 * its text shows: the mobile header has none, and the desktop header folded to the mobile form
 * hides it.
 */
export function SiteLogo({ size, withName }: { size: number; withName: boolean }) {
  const t = useT();
  const name = t('site.name');
  return (
    <AppLink to="/" className="site-header__logo" aria-label={name}>
      <img src="/logo.svg" alt="" width={size} height={size} />
      {withName ? <span className="site-header__name">{name}</span> : null}
    </AppLink>
  );
}
