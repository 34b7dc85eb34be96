import type { Release } from '../../../shared/site-config-schema';
import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { formatSize } from './format';

/** Version, size, date, system requirements and SHA-256 of one installer. */
export function ReleaseFacts({ release }: { release: Release }) {
  const t = useT();
  const { lang } = usePageContext();
  return (
    <dl className="release-facts">
      <div className="release-facts__item">
        <dt>{t('content:downloads.release.version')}</dt>
        <dd>{release.version}</dd>
      </div>
      <div className="release-facts__item">
        <dt>{t('content:downloads.release.size')}</dt>
        <dd>{formatSize(release.sizeBytes)}</dd>
      </div>
      <div className="release-facts__item">
        <dt>{t('content:downloads.release.date')}</dt>
        <dd>
          <time dateTime={release.releaseDate}>{release.releaseDate}</time>
        </dd>
      </div>
      <div className="release-facts__item release-facts__item--wide">
        <dt>{t('content:downloads.release.requirements')}</dt>
        <dd>{release.requirements[lang]}</dd>
      </div>
      <div className="release-facts__item release-facts__item--wide">
        <dt>{t('content:downloads.release.sha256')}</dt>
        <dd>
          <code className="release-facts__hash">{release.sha256}</code>
        </dd>
      </div>
    </dl>
  );
}
