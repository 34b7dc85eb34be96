import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { ProfileContent } from './ProfileContent';

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      className="profile-page"
      title={t('pages.profile.title')}
      description={t('pages.profile.description')}
      heading={t('pages.profile.heading')}
    >
      <ProfileContent />
    </PageFrame>
  );
}
