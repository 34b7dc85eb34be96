import { useEffect, useState } from 'react';

import { usePageContext } from '../app/page-context';
import { useT } from '../i18n/use-t';
import { watchForNewBuild } from './build-version';

/** Offers a reload once a newer build has been deployed. */
export function NewVersionNotice() {
  const { buildId } = usePageContext();
  const t = useT();
  const [available, setAvailable] = useState(false);
  useEffect(() => watchForNewBuild(buildId, () => setAvailable(true)), [buildId]);
  if (!available) return null;
  return (
    <div className="new-version" role="status">
      <span>{t('common.newVersion')}</span>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common.reload')}
      </button>
    </div>
  );
}
