import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { parseSlug } from '../../../shared/routing/route-manifest';
import { deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';
import { notFound } from '../errors/not-found';
import { PartnerChatView } from './chat/PartnerChatView';
import { partnerFigure, partnerProfile, unlessMissing } from './partner-data';
import { PartnerDetailView } from './PartnerDetailView';
import { PartnerGamesView } from './PartnerGamesView';
import { PartnerStoryView } from './story/PartnerStoryView';

/**
 * A partner's chat, story, profile or games (the slug kinds of `gamePartnerItem`). The figure call
 * is awaited (it decides 404); the rest streams in, started at the same time so it runs alongside.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const slug = parseSlug('gamePartnerItem', params.slug);
  if (!slug) notFound(request);
  const api = loaderApi(args);
  const options = { signal: request.signal };
  const { id } = slug;
  const figure = partnerFigure(request, api, id, options);
  const story = () => deferred(unlessMissing(api.quest.storyScenes({ character_id: id }, options)));
  const quest = () => deferred(unlessMissing(api.quest.info({ character_id: id }, options)));
  const profile = () => deferred(partnerProfile(api, id, options));
  switch (slug.kind) {
    case 'detail': {
      const streamed = { profile: profile(), story: story(), quest: quest() };
      return { kind: slug.kind, partner: await figure, ...streamed } as const;
    }
    case 'story': {
      const streamed = { story: story(), quest: quest() };
      return { kind: slug.kind, partner: await figure, ...streamed } as const;
    }
    case 'gameList': {
      const streamed = { profile: profile() };
      return { kind: slug.kind, partner: await figure, ...streamed } as const;
    }
    case 'chat':
      return { kind: slug.kind, partner: await figure } as const;
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  switch (data.kind) {
    case 'detail':
      return (
        <PartnerDetailView
          partner={data.partner}
          profile={data.profile}
          story={data.story}
          quest={data.quest}
        />
      );
    case 'story':
      return <PartnerStoryView partner={data.partner} story={data.story} quest={data.quest} />;
    case 'gameList':
      return <PartnerGamesView partner={data.partner} profile={data.profile} />;
    case 'chat':
      return <PartnerChatView partner={data.partner} />;
  }
}
