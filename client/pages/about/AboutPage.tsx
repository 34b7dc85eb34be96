import { ExternalLink } from '../../components/content/ExternalLink';
import { SectionHeader } from '../../components/content/SectionHeader';
import { PageFrame } from '../../components/PageFrame';
import { QrCode } from '../../components/social/QrCode';
import { SOCIAL_CHANNELS } from '../../components/social/social-channels';
import { useT } from '../../i18n/use-t';
import { COMPANY_URL, PROMO_VIDEO_URL, RECRUITMENT_URL } from '../../integrations/external-links';

const VALUES = ['companion', 'knowledge', 'respect'] as const;

/** About us: who we are, the vision, the promo video, jobs, the social channels, the company. */
export function Component() {
  const t = useT();
  return (
    <PageFrame
      className="about-page"
      title={t('pages.about.title')}
      description={t('pages.about.description')}
      heading={t('pages.about.heading')}
    >
      <p className="page-lead">{t('content.about.lead')}</p>

      <section className="about-intro" aria-labelledby="about-intro-title">
        <SectionHeader id="about-intro-title" title={t('content.about.intro.title')} />
        <p>{t('content.about.intro.text')}</p>
        <p>{t('content.about.intro.more')}</p>
      </section>

      <section className="about-vision" aria-labelledby="about-vision-title">
        <SectionHeader id="about-vision-title" title={t('content.about.vision.title')} />
        <p className="about-vision__statement">{t('content.about.vision.text')}</p>
        <ul className="value-list">
          {VALUES.map((value) => (
            <li key={value} className="value">
              <h3>{t(`content.about.values.${value}.title`)}</h3>
              <p>{t(`content.about.values.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-promo" aria-labelledby="about-promo-title">
        <SectionHeader id="about-promo-title" title={t('content.about.promo.title')} />
        <p>{t('content.about.promo.text')}</p>
        <ExternalLink className="button button--primary" href={PROMO_VIDEO_URL}>
          {t('content.about.promo.link')}
        </ExternalLink>
      </section>

      <div className="about-columns">
        <section className="about-card" aria-labelledby="about-join-title">
          <SectionHeader id="about-join-title" title={t('content.about.join.title')} />
          <p>{t('content.about.join.text')}</p>
          <ExternalLink className="text-link" href={RECRUITMENT_URL}>
            {t('content.about.join.link')}
          </ExternalLink>
        </section>

        <section className="about-card" aria-labelledby="about-company-title">
          <SectionHeader id="about-company-title" title={t('content.about.company.title')} />
          <p>{t('content.about.company.text')}</p>
          <ExternalLink className="text-link" href={COMPANY_URL}>
            {t('content.about.company.link')}
          </ExternalLink>
        </section>
      </div>

      <section className="content-section" aria-labelledby="about-follow-title">
        <SectionHeader id="about-follow-title" title={t('content.about.follow.title')} />
        <p>{t('content.about.follow.text')}</p>
        <ul className="about-social">
          {SOCIAL_CHANNELS.map((channel) => (
            <li key={channel.key} className="about-social__item">
              <QrCode channel={channel} />
              {channel.url ? (
                <ExternalLink className="text-link" href={channel.url}>
                  {t(`account.social.${channel.key}`)}
                </ExternalLink>
              ) : (
                <span>{t(`account.social.${channel.key}`)}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
