import { buildPrefixedPath } from '../../shared/routing/prefixed-path';
import { routePath } from '../../shared/routing/route-manifest';
import { usePageContext } from '../app/page-context';
import { useT } from '../i18n/use-t';
import { useRetainedHref } from './AppLink';
import { usePublicFacts } from './use-public-facts';

/**
 * Footer: legal links (a new window on desktop, the same window on mobile), the company, its
 * address and contact, and the ICP filing number linked to the filing site, with the public-security
 * filing and the generative-AI service filing beside it when there are, as Chinese sites must show
 * them (the latter has no public record page to link to). The demo names no company
 * and shows no filing number: it has none.
 */
export function SiteFooter() {
  const t = useT();
  const { lang, mobile } = usePageContext();
  const { company } = usePublicFacts();
  const filing = company.publicSecurityFiling;
  const aiFiling = company.aiServiceFiling;
  // Pages of the legal frame, outside the tree's router: plain links, with the visitor's query.
  const termsHref = useRetainedHref(
    buildPrefixedPath({ lang, mobile: false, rest: routePath('terms') }),
  );
  const privacyHref = useRetainedHref(
    buildPrefixedPath({ lang, mobile: false, rest: routePath('privacy') }),
  );
  const target = mobile ? undefined : '_blank';
  const rel = mobile ? undefined : 'noopener';
  return (
    <footer className="site-footer">
      <nav className="site-footer__links">
        <a href={termsHref} target={target} rel={rel}>
          {t('footer.terms')}
        </a>
        <a href={privacyHref} target={target} rel={rel}>
          {t('footer.privacy')}
        </a>
      </nav>
      <p className="site-footer__copyright">
        {t('footer.copyright', { company: company.name ?? t('footer.demoCompany') })}
      </p>
      {company.address && company.contactEmail ? (
        <p className="site-footer__contact">
          <span>{t('footer.address', { address: company.address })}</span>{' '}
          <a href={`mailto:${company.contactEmail}`}>
            {t('footer.contact', { email: company.contactEmail })}
          </a>
        </p>
      ) : null}
      {company.icpNumber && company.icpUrl ? (
        <p className="site-footer__icp">
          <a
            href={company.icpUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('footer.icpLabel')} ${company.icpNumber}`}
          >
            {company.icpNumber}
          </a>
          {filing ? (
            <>
              <span aria-hidden="true"> | </span>
              <a
                href={filing.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('compliance.publicSecurityLabel')} ${filing.number}`}
              >
                {filing.number}
              </a>
            </>
          ) : null}
          {aiFiling ? (
            <>
              <span aria-hidden="true"> | </span>
              <span className="site-footer__ai-filing">
                <span className="visually-hidden">{t('compliance.aiServiceFilingLabel')} </span>
                {aiFiling}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </footer>
  );
}
