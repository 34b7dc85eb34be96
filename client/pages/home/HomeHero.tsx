import { usePageContext } from '../../app/page-context';
import { DownloadButtons } from '../../components/content/DownloadButtons';
import { useT } from '../../i18n/use-t';
import { AppQrCode } from '../../integrations/downloads/AppQrCode';

const POINTS = ['library', 'partners', 'desktop'] as const;

/**
 * The landing's first screen beside the <h1>: the promise, the download (on a computer, with the
 * phone app's QR code) and a sample of a chat.
 * The sample is drawn in CSS and text, so the first paint waits for no image or API call.
 */
export function HomeHero() {
  const t = useT();
  const { mobile } = usePageContext();
  return (
    <>
      <div className="home-hero">
        <p className="home-hero__tagline">{t('site.tagline')}</p>
        <DownloadButtons />
        {mobile ? null : <AppQrCode />}
        <ul className="home-hero__points">
          {POINTS.map((point) => (
            <li key={point}>{t(`content:home.points.${point}`)}</li>
          ))}
        </ul>
      </div>
      <figure className="home-hero__art">
        <div className="chat-sample" aria-hidden="true">
          <p className="chat-sample__bubble chat-sample__bubble--user">
            {t('content:home.sample.question')}
          </p>
          <p className="chat-sample__bubble chat-sample__bubble--partner">
            {t('content:home.sample.answer')}
          </p>
          <p className="chat-sample__bubble chat-sample__bubble--user">
            {t('content:home.sample.followUp')}
          </p>
          <p className="chat-sample__bubble chat-sample__bubble--partner">
            {t('content:home.sample.reply')}
          </p>
        </div>
        <figcaption className="visually-hidden">{t('content:home.sample.caption')}</figcaption>
      </figure>
    </>
  );
}
