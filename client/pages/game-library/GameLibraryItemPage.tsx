import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { parseSlug } from '../../../shared/routing/route-manifest';
import { loaderApi, pageData } from '../../data/loader-helpers';
import { notFound } from '../errors/not-found';
import { GameDetailView } from './GameDetailView';
import { GameRoleView } from './GameRoleView';
import { RoleInfoView } from './RoleInfoView';

/**
 * A game, a game's role or a role's profile (the slug kinds of `gameLibraryItem`). One
 * call each, awaited: it decides the status (an unknown id is a 404, an upstream failure a 503)
 * and holds all the page shows.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const slug = parseSlug('gameLibraryItem', params.slug);
  if (!slug) notFound(request);
  const api = loaderApi(args);
  const options = { signal: request.signal };
  if (slug.kind === 'game') {
    const game = await pageData(request, api.visitor.gameDetail({ game_id: slug.id }, options));
    return { kind: slug.kind, game } as const;
  }
  const entity = await pageData(
    request,
    api.visitor.gameEntityDetail({ entity_id: slug.id }, options),
  );
  return { kind: slug.kind, entity } as const;
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'game':
      return <GameDetailView game={data.game} />;
    case 'role':
      return <GameRoleView entity={data.entity} />;
    case 'roleInfo':
      return <RoleInfoView entity={data.entity} />;
  }
}
