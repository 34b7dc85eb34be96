import type { DownloadKey } from '../../../shared/public-facts';
import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { usePublicFacts } from '../use-public-facts';
import { ExternalLink } from './ExternalLink';

/** Each desktop edition with the message key of its name and the site fact of its address. */
export const DESKTOP_EDITIONS = [
  { key: 'standard', download: 'standard' },
  { key: 'amd', download: 'amd' },
  { key: 'intelAiPc', download: 'aiPc' },
] as const satisfies readonly { key: string; download: DownloadKey }[];

/**
 * The three desktop editions (standard, AMD, Intel AI PC). On a computer each links its download
 * address; on a phone they are a note only, since a phone cannot run a Windows installer.
 */
export function DownloadEditions() {
  const t = useT();
  const { mobile } = usePageContext();
  const { downloads } = usePublicFacts();
  return (
    <>
      <ul className="edition-list">
        {DESKTOP_EDITIONS.map(({ key, download }) => (
          <li key={key} className={`edition edition--${key}`}>
            <h3 className="edition__name">{t(`content.downloads.${key}.name`)}</h3>
            <p className="edition__text">{t(`content.downloads.${key}.description`)}</p>
            {mobile ? null : (
              <ExternalLink className="text-link" href={downloads[download]}>
                {t(`content.downloads.${key}.get`)}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
      {mobile ? <p className="edition-list__note">{t('content.downloads.onComputer')}</p> : null}
    </>
  );
}
