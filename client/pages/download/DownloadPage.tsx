import type { ReactNode } from 'react';

import { usePageContext } from '../../app/page-context';
import { DESKTOP_EDITIONS } from '../../components/content/DownloadEditions';
import { ReleaseFacts } from '../../components/content/ReleaseFacts';
import { PageFrame } from '../../components/PageFrame';
import { usePublicFacts } from '../../components/use-public-facts';
import { useT } from '../../i18n/use-t';
import { AppQrCode } from '../../integrations/downloads/AppQrCode';
import { DesktopDownloadLink } from '../../integrations/downloads/DesktopDownloadLink';
import { MobileDownloadLink } from '../../integrations/downloads/MobileDownloadLink';

/** The other addresses the demo's about page leads here (anchors: the public facts' keys). */
const OTHER_PAGES = [
  { id: 'promoVideo', title: 'content:about.promo.title' },
  { id: 'recruitment', title: 'content:about.join.title' },
] as const;

/**
 * Where the download buttons lead: each desktop edition with its release facts (version, size,
 * date, requirements, SHA-256) when the site configuration gives them, and the phone app, each
 * through the tracked download flow. A phone gets the app first, with its button, and the
 * desktop editions after it as a note, said right under them. The demo says plainly that it
 * publishes no installer, and that its release facts are samples. The edition the visitor came
 * for (`#mobile`, `#aiPc`…) is outlined (`:target`).
 */
export function Component() {
  const t = useT();
  const { mobile } = usePageContext();
  const { demo, releases } = usePublicFacts();
  const notPublished = (
    <p className="edition__note">{t('content:downloads.demoPage.notPublished')}</p>
  );
  const desktopEditions = (
    <>
      {releases?.demo ? (
        <p className="download-page__sample-note">{t('content:downloads.release.demoNote')}</p>
      ) : null}
      <ul className="edition-list">
        {DESKTOP_EDITIONS.map(({ key, download }) => {
          const release = releases?.[download];
          let get: ReactNode = null;
          if (!mobile) {
            get = demo ? (
              notPublished
            ) : (
              <DesktopDownloadLink edition={download} className="text-link">
                {t(`content:downloads.${key}.get`)}
              </DesktopDownloadLink>
            );
          }
          return (
            <li key={key} id={download} className={`edition edition--${key}`}>
              <h2 className="edition__name">{t(`content:downloads.${key}.name`)}</h2>
              <p className="edition__text">{t(`content:downloads.${key}.description`)}</p>
              {release ? <ReleaseFacts release={release} /> : null}
              {get}
            </li>
          );
        })}
      </ul>
      {mobile ? <p className="edition-list__note">{t('content:downloads.onComputer')}</p> : null}
    </>
  );
  const mobileApp = (
    <li id="mobile" className="edition edition--mobile">
      <h2 className="edition__name">{t('content:downloads.demoPage.mobileName')}</h2>
      <p className="edition__text">{t('content:downloads.demoPage.mobileDescription')}</p>
      {demo ? (
        notPublished
      ) : (
        <MobileDownloadLink className={mobile ? 'button button--primary' : 'text-link'}>
          {t('content:downloads.demoPage.mobileGet')}
        </MobileDownloadLink>
      )}
      {/* On a computer, the phone scans its way to the app. */}
      {demo || mobile ? null : <AppQrCode />}
    </li>
  );
  const otherPages = demo
    ? OTHER_PAGES.map(({ id, title }) => (
        <li key={id} id={id} className="edition">
          <h2 className="edition__name">{t(title)}</h2>
          <p className="edition__note">{t('content:downloads.demoPage.notInDemo')}</p>
        </li>
      ))
    : null;
  return (
    <PageFrame
      className="download-page"
      title={t(demo ? 'content:downloads.demoPage.title' : 'pages.download.title')}
      description={t(
        demo ? 'content:downloads.demoPage.description' : 'pages.download.description',
      )}
      heading={t(demo ? 'content:downloads.demoPage.heading' : 'pages.download.heading')}
      noIndex={demo}
    >
      {demo ? <p className="page-lead">{t('content:downloads.demoPage.lead')}</p> : null}
      {mobile ? (
        <>
          <ul className="edition-list edition-list--mobile-first">{mobileApp}</ul>
          {desktopEditions}
          {otherPages ? <ul className="edition-list">{otherPages}</ul> : null}
        </>
      ) : (
        <>
          {desktopEditions}
          <ul className="edition-list">
            {mobileApp}
            {otherPages}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
