import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { parseGameLibraryEntry } from '../../../shared/routing/entry-segments';
import { PageFrame } from '../../components/PageFrame';
import { loaderApi, orNotFound } from '../../data/loader-helpers';
import { notFound } from '../errors/not-found';

/** `/game-library/{id}`, `/game-library/game-role-{id}` and `/game-library/role-Info-{id}`. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const entry = parseGameLibraryEntry(params.entry);
  if (!entry) notFound(request);
  const api = loaderApi(args);
  const options = { signal: request.signal };
  if (entry.kind === 'game') {
    const game = await orNotFound(request, api.visitor.gameDetail({ game_id: entry.id }, options));
    return { kind: entry.kind, game } as const;
  }
  const entity = await orNotFound(
    request,
    api.visitor.gameEntityDetail({ entity_id: entry.id }, options),
  );
  return { kind: entry.kind, entity } as const;
}

export function Component() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'game') {
    const { game } = data;
    return (
      <PageFrame
        className="game-detail-page"
        title={t('pages.gameDetail.title', { name: game.name })}
        description={game.summary}
        heading={game.name}
      >
        <p>{game.description}</p>
      </PageFrame>
    );
  }
  const { entity } = data;
  const page = data.kind === 'role' ? 'gameRole' : 'roleInfo';
  return (
    <PageFrame
      className={`${page}-page`}
      title={t(`pages.${page}.title`, { name: entity.name })}
      description={entity.summary}
      heading={entity.name}
    >
      <p>{entity.description}</p>
    </PageFrame>
  );
}
