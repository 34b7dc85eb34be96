import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { ActivitySkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred, deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';
import { ActivityBanners } from './ActivityBanners';
import { ActivityList } from './ActivityList';

export function loader(args: LoaderFunctionArgs) {
  return {
    index: deferred(loaderApi(args).visitor.activityIndex({ signal: args.request.signal })),
  };
}

export function Component() {
  const t = useT();
  const { index } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="activity-page"
      title={t('pages.activity.title')}
      description={t('pages.activity.description')}
      heading={t('pages.activity.heading')}
    >
      <p className="page-lead">{t('content:activity.lead')}</p>
      <Deferred value={index} fallback={<ActivitySkeleton />} error={<LoadError />}>
        {(data) => (
          <>
            <ActivityBanners banners={data.banners} />
            <ActivityList activities={data.activities} />
          </>
        )}
      </Deferred>
    </PageFrame>
  );
}
