import { PageFrame } from '../../components/PageFrame';
import { ProfileContent } from './ProfileContent';
import { useT } from '../../i18n/use-t';

export function Component() {
  const t = useT();
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
