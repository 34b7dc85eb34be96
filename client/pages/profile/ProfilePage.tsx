import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../i18n/use-t';
import { ProfileContent } from './ProfileContent';

export function Component() {
  const t = useT();
  return (
    <PageFrame
      className="profile-page"
      title={t('pages.profile.title')}
      description={t('pages.profile.description')}
      heading={t('pages.profile.heading')}
      // What crawlers see here is only a request to log in.
      noIndex
    >
      <ProfileContent />
    </PageFrame>
  );
}
