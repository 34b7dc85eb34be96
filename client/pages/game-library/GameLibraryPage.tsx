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
    games: loaderApi(args).visitor.gameList(
      { page: 1, page_size: 50 },
      { signal: args.request.signal },
    ),
  };
}

export function Component() {
  const { t } = useTranslation();
  const { games } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="game-library-page"
      title={t('pages.gameLibrary.title')}
      description={t('pages.gameLibrary.description')}
      heading={t('pages.gameLibrary.heading')}
    >
      <Deferred value={games} fallback={<LoadingState />} error={<LoadError />}>
        {(data) => (
          <ul className="card-grid">
            {data.list.map((game) => (
              <li key={game.id} className="card">
                <AppLink to={pagePaths.game(game.id)}>
                  <img src={game.cover} alt={game.name} width={180} height={240} loading="lazy" />
                  <strong>{game.name}</strong>
                  <span>{game.summary}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </Deferred>
    </PageFrame>
  );
}
