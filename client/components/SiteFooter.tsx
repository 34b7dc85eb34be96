import { buildSitePath } from '../../shared/routing/site-path';
import { useSite } from '../app/site-context';
import { useT } from '../i18n/use-t';

/** Footer: legal links (a new window on desktop, the same window on mobile). */
export function SiteFooter() {
  const t = useT();
  const { lang, mobile } = useSite();
  const target = mobile ? undefined : '_blank';
  const rel = mobile ? undefined : 'noopener';
  return (
    <footer className="site-footer">
      <nav className="site-footer__links">
        <a href={buildSitePath({ lang, mobile: false, rest: '/terms' })} target={target} rel={rel}>
          {t('footer.terms')}
        </a>
        <a
          href={buildSitePath({ lang, mobile: false, rest: '/privacy' })}
          target={target}
          rel={rel}
        >
          {t('footer.privacy')}
        </a>
      </nav>
      <p className="site-footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}
