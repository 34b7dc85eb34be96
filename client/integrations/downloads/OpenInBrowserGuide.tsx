import { useRef, useState } from 'react';

import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n/use-t';
import { copyFromField, type CopyOutcome } from './copy-from-field';

/**
 * Inside an in-app browser that blocks downloads: where its menu (···) opens the page in the
 * system browser, and this page's address, query and all, to copy there, so the campaign that
 * brought the visitor still counts when the download starts.
 */
export function OpenInBrowserGuide({ onClosed }: { onClosed: () => void }) {
  const t = useT();
  const [address] = useState(() => window.location.href);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const copy = () => {
    if (!field.current) return;
    void copyFromField(field.current).then(setOutcome);
  };

  return (
    <Dialog
      title={t('content:openInBrowser.title')}
      onClosed={onClosed}
      closeOnOverlayClick
      closeLabel={t('content:openInBrowser.close')}
      className="open-in-browser"
    >
      <p className="open-in-browser__lead">{t('content:openInBrowser.lead')}</p>
      <label className="open-in-browser__field">
        <span className="open-in-browser__label">{t('content:openInBrowser.linkLabel')}</span>
        <input
          ref={field}
          className="open-in-browser__address"
          type="url"
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button type="button" className="button button--primary" onClick={copy} data-autofocus>
        {t('content:openInBrowser.copy')}
      </button>
      <p className="open-in-browser__status" role="status">
        {outcome === 'copied'
          ? t('content:openInBrowser.copied')
          : outcome === 'selected'
            ? t('content:openInBrowser.copyByHand')
            : ''}
      </p>
    </Dialog>
  );
}
