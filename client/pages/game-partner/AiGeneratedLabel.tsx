import { useT } from '../../i18n/use-t';

/**
 * The explicit label that Chinese rules on AI-generated content (in force since September 2025)
 * require on what a partner says: shown with every partner reply, every line a partner speaks
 * and the partner's greeting, wherever it appears.
 */
export function AiGeneratedLabel() {
  const t = useT();
  return <span className="ai-label">{t('compliance.aiGenerated')}</span>;
}
