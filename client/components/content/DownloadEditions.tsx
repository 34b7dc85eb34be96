import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { DesktopDownloadLink } from '../../integrations/downloads/DesktopDownloadLink';
import type { DesktopEdition } from '../../integrations/downloads/installer-link';

/** Each desktop edition with the message key of its name and the site fact of its address. */
export const DESKTOP_EDITIONS = [
  { key: 'standard', download: 'standard' },
  { key: 'amd', download: 'amd' },
  { key: 'intelAiPc', download: 'aiPc' },
] as const satisfies readonly { key: string; download: DesktopEdition }[];

/**
 * The three desktop editions (standard, AMD, Intel AI PC). On a computer each starts its tracked
 * download; on a phone they are a note only, since a phone cannot run a Windows installer.
 */
export function DownloadEditions() {
  const t = useT();
  const { mobile } = usePageContext();
  return (
    <>
      <ul className="edition-list">
        {DESKTOP_EDITIONS.map(({ key, download }) => (
          <li key={key} className={`edition edition--${key}`}>
            <h3 className="edition__name">{t(`content:downloads.${key}.name`)}</h3>
            <p className="edition__text">{t(`content:downloads.${key}.description`)}</p>
            {mobile ? null : (
              <DesktopDownloadLink edition={download} className="text-link">
                {t(`content:downloads.${key}.get`)}
              </DesktopDownloadLink>
            )}
          </li>
        ))}
      </ul>
      {mobile ? <p className="edition-list__note">{t('content:downloads.onComputer')}</p> : null}
    </>
  );
}
