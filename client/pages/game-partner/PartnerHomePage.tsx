import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { pagePaths } from '../../../shared/routing/entry-segments';
import { AppLink } from '../../components/AppLink';
import { LoadError, LoadingState } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';

export function loader(args: LoaderFunctionArgs) {
  return {
    partners: loaderApi(args).characters.officialList(
      { page: 1, page_size: 20 },
      { signal: args.request.signal },
    ),
  };
}

export function Component() {
  const { t } = useTranslation();
  const { partners } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="partner-home-page"
      title={t('pages.gamePartner.title')}
      description={t('pages.gamePartner.description')}
      heading={t('pages.gamePartner.heading')}
    >
      <Deferred value={partners} fallback={<LoadingState />} error={<LoadError />}>
        {(data) => (
          <ul className="card-grid">
            {data.list.map((partner) => (
              <li key={partner.id} className="card">
                <AppLink to={pagePaths.partnerDetail(partner.id)}>
                  <img
                    src={partner.avatar}
                    alt={partner.name}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <strong>{partner.name}</strong>
                  <span>{partner.tagline}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Deferred>
    </PageFrame>
  );
}
