import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { parsePartnerEntry } from '../../../shared/routing/entry-segments';
import { PageFrame } from '../../components/PageFrame';
import { loaderApi, orNotFound } from '../../data/loader-helpers';
import { notFound } from '../errors/not-found';

const PAGE_KEYS = {
  chat: 'partnerChat',
  story: 'partnerStory',
  detail: 'partnerDetail',
  gameList: 'partnerGames',
} as const;

/** `/game-partner/chat-{id}`, `story-{id}`, `detail-{id}` and `game-list-{id}`. */
export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const entry = parsePartnerEntry(params.entry);
  if (!entry) notFound(request);
  const figures = await orNotFound(
    request,
    loaderApi(args).characters.figures({ character_id: entry.id }, { signal: request.signal }),
  );
  const partner = figures.list.find((figure) => figure.character_id === entry.id);
  if (!partner) notFound(request);
  return { kind: entry.kind, partner };
}

export function Component() {
  const { t } = useTranslation();
  const { kind, partner } = useLoaderData<typeof loader>();
  const page = PAGE_KEYS[kind];
  return (
    <PageFrame
      className={`${page}-page`}
      title={t(`pages.${page}.title`, { name: partner.name })}
      description={t(`pages.${page}.description`, { name: partner.name })}
      heading={partner.name}
    >
      <p>{partner.tagline}</p>
    </PageFrame>
  );
}
