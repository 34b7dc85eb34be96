import { useRetainedHref } from '../../components/AppLink';
import { ExternalLink } from '../../components/content/ExternalLink';
import { SectionHeader } from '../../components/content/SectionHeader';
import { PageFrame } from '../../components/PageFrame';
import { QrCode } from '../../components/social/QrCode';
import { useSocialChannels } from '../../components/social/social-channels';
import { usePublicFacts } from '../../components/use-public-facts';
import { useT } from '../../i18n/use-t';

const VALUES = ['companion', 'knowledge', 'respect'] as const;

/** A configured address: another site opens in a new tab, the demo's own page in this one. */
function FactLink({ href, className, label }: { href: string; className: string; label: string }) {
  // The demo's own page keeps the visitor's query, as the site's other links do.
  const siteHref = useRetainedHref(href);
  if (href.startsWith('/')) {
    return (
      <a className={className} href={siteHref}>
        {label}
      </a>
    );
  }
  return (
    <ExternalLink className={className} href={href}>
      {label}
    </ExternalLink>
  );
}

/** About us: who we are, the vision, the promo video, jobs, the social channels, the company. */
export function Component() {
  const t = useT();
  const facts = usePublicFacts();
  const channels = useSocialChannels();
  const company = facts.company.name ?? t('footer.demoCompany');
  return (
    <PageFrame
      className="about-page"
      title={t('pages.about.title')}
      description={t('pages.about.description')}
      heading={t('pages.about.heading')}
    >
      <p className="page-lead">{t('content:about.lead')}</p>

      <section className="about-intro" aria-labelledby="about-intro-title">
        <SectionHeader id="about-intro-title" title={t('content:about.intro.title')} />
        <p>{t('content:about.intro.text')}</p>
        <p>{t('content:about.intro.more')}</p>
      </section>

      <section className="about-vision" aria-labelledby="about-vision-title">
        <SectionHeader id="about-vision-title" title={t('content:about.vision.title')} />
        <p className="about-vision__statement">{t('content:about.vision.text')}</p>
        <ul className="value-list">
          {VALUES.map((value) => (
            <li key={value} className="value">
              <h3>{t(`content:about.values.${value}.title`)}</h3>
              <p>{t(`content:about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-promo" aria-labelledby="about-promo-title">
        <SectionHeader id="about-promo-title" title={t('content:about.promo.title')} />
        <p>{t('content:about.promo.text')}</p>
        <FactLink
          className="button button--primary"
          href={facts.promoVideo}
          label={t('content:about.promo.link')}
        />
      </section>

      <div className="about-columns">
        <section className="about-card" aria-labelledby="about-join-title">
          <SectionHeader id="about-join-title" title={t('content:about.join.title')} />
          <p>{t('content:about.join.text')}</p>
          <FactLink
            className="text-link"
            href={facts.recruitment}
            label={t('content:about.join.link')}
          />
        </section>

        <section className="about-card" aria-labelledby="about-company-title">
          <SectionHeader id="about-company-title" title={t('content:about.company.title')} />
          <p>{t('content:about.company.text', { company })}</p>
          {facts.company.address ? <address>{facts.company.address}</address> : null}
          <FactLink
            className="text-link"
            href={facts.company.website}
            label={t('content:about.company.link')}
          />
        </section>
      </div>

      <section className="content-section" aria-labelledby="about-follow-title">
        <SectionHeader id="about-follow-title" title={t('content:about.follow.title')} />
        <p>{t('content:about.follow.text')}</p>
        <ul className="about-social">
          {channels.map((channel) => (
            <li key={channel.key} className="about-social__item">
              <QrCode channel={channel} />
              {channel.url ? (
                <ExternalLink className="text-link" href={channel.url}>
                  {t(`account:social.${channel.key}`)}
                </ExternalLink>
              ) : (
                <span>{t(`account:social.${channel.key}`)}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
