import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      className="about-page"
      title={t('pages.about.title')}
      description={t('pages.about.description')}
      heading={t('pages.about.heading')}
    >
      <p>{t('pages.about.description')}</p>
    </PageFrame>
  );
}
