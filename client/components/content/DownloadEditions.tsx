import { useT } from '../../i18n/use-t';
import { AI_PC_DOWNLOAD_URL, DESKTOP_DOWNLOAD_URLS } from '../../integrations/external-links';
import { ExternalLink } from './ExternalLink';

const EDITIONS = [
  { key: 'standard', href: DESKTOP_DOWNLOAD_URLS.standard },
  { key: 'amd', href: DESKTOP_DOWNLOAD_URLS.amd },
  { key: 'intelAiPc', href: AI_PC_DOWNLOAD_URL },
] as const;

/** The three desktop editions (standard, AMD, Intel AI PC), each with its public download address. */
export function DownloadEditions() {
  const t = useT();
  return (
    <ul className="edition-list">
      {EDITIONS.map(({ key, href }) => (
        <li key={key} className={`edition edition--${key}`}>
          <h3 className="edition__name">{t(`content.downloads.${key}.name`)}</h3>
          <p className="edition__text">{t(`content.downloads.${key}.description`)}</p>
          <ExternalLink className="text-link" href={href}>
            {t('content.downloads.get', { edition: t(`content.downloads.${key}.name`) })}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
