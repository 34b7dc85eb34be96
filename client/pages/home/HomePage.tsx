import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { pagePaths } from '../../../shared/routing/entry-segments';
import { AppLink } from '../../components/AppLink';
import { LoadError, LoadingState } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';

/** The characters stream in after the shell: the header and hero never wait for the API. */
export function loader(args: LoaderFunctionArgs) {
  return { characters: loaderApi(args).visitor.homeCharacters({ signal: args.request.signal }) };
}

export function Component() {
  const { t } = useTranslation();
  const { characters } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="home-page"
      title={t('pages.home.title')}
      description={t('pages.home.description')}
      heading={t('pages.home.heading')}
    >
      <p className="home-page__tagline">{t('site.tagline')}</p>
      <Deferred value={characters} fallback={<LoadingState />} error={<LoadError />}>
        {(data) => (
          <section className="home-characters" aria-labelledby="home-characters-title">
            <h2 id="home-characters-title">{data.title}</h2>
            <p>{data.subtitle}</p>
            <ul className="card-grid">
              {data.list.map((character) => (
                <li key={character.id} className="card">
                  <AppLink to={pagePaths.partnerDetail(character.id)}>
                    <img
                      src={character.avatar}
                      alt={character.name}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                    <strong>{character.name}</strong>
                    <span>{character.tagline}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Deferred>
    </PageFrame>
  );
}
