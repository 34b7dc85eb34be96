import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { LoadError, LoadingState } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';

export function loader(args: LoaderFunctionArgs) {
  return { index: loaderApi(args).visitor.activityIndex({ signal: args.request.signal }) };
}

export function Component() {
  const { t } = useTranslation();
  const { index } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="activity-page"
      title={t('pages.activity.title')}
      description={t('pages.activity.description')}
      heading={t('pages.activity.heading')}
    >
      <Deferred value={index} fallback={<LoadingState />} error={<LoadError />}>
        {(data) => (
          <ul className="card-grid">
            {data.activities.map((activity) => (
              <li key={activity.id} className="card">
                <img
                  src={activity.cover}
                  alt={activity.title}
                  width={320}
                  height={180}
                  loading="lazy"
                />
                <h2>{activity.title}</h2>
                <p>{activity.summary}</p>
                <span className="badge">{activity.status_label}</span>
              </li>
            ))}
          </ul>
        )}
      </Deferred>
    </PageFrame>
  );
}
