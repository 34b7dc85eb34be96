/**
 * What each content page must show, read from the upstream in the page's language: the same
 * calls the loaders make, so the test follows whatever sample data the upstream holds.
 */
import { createApiClient } from '../../shared/api/client';
import { resources } from '../../shared/i18n/catalogues';
import type { Lang } from '../../shared/i18n/languages';
import { pagePaths } from '../../shared/routing/route-manifest';
import type { SampleIds } from './sample-ids';

/**
 * The HTML's text as a page reader sees it: without its scripts (whose payloads hold the page's
 * data and strings whether it shows them or not), the search highlight marks and the comments
 * React puts between adjacent text nodes.
 */
export function readableHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?mark>/g, '')
    .replace(/<!-- -->/g, '');
}

/** React's escaping of text and attribute values in server-rendered HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

export interface PageExpectation {
  /** Path inside the tree. */
  route: string;
  /** Texts the full HTML must contain (unescaped; the test escapes them). */
  texts: string[];
}

/** A search word that has hits in the sample data, per language (the page's own suggestion). */
export function searchWord(lang: Lang): string {
  return resources[lang].content.search.suggestion.second;
}

export async function contentExpectations(
  upstreamUrl: string,
  lang: Lang,
  ids: SampleIds,
): Promise<PageExpectation[]> {
  const api = createApiClient({ baseURL: upstreamUrl, lang, platformSource: 'web' });
  const page = { page: 1, page_size: 50 };
  const messages = resources[lang].content;
  const word = searchWord(lang);
  const [home, activity, games, game, entity, search, official, square, figures] =
    await Promise.all([
      api.visitor.homeCharacters(),
      api.visitor.activityIndex(),
      api.visitor.gameList(page),
      api.visitor.gameDetail({ game_id: ids.gameId }),
      api.visitor.gameEntityDetail({ entity_id: ids.entityId }),
      api.visitor.knowledgeSearch({ keyword: word, ...page }),
      api.characters.officialList(page),
      api.characters.square(page),
      api.characters.figures({}),
    ]);
  const partnerId = ids.partnerId;
  const [figure, story, quest] = await Promise.all([
    api.characters.figures({ character_id: partnerId }),
    api.quest.storyScenes({ character_id: partnerId }),
    api.quest.info({ character_id: partnerId }),
  ]);
  const partner = figure.list[0]!;
  const profile = official.list.find((character) => character.id === partnerId)!;
  return [
    {
      route: '/',
      texts: [home.title, ...home.list.flatMap((character) => [character.name, character.tagline])],
    },
    {
      route: '/about-us',
      texts: [messages.about.intro.title, messages.about.vision.text, messages.about.promo.link],
    },
    {
      route: '/activity',
      texts: [
        ...activity.banners.map((banner) => banner.title),
        ...activity.activities.flatMap((item) => [item.title, item.status_label, item.rules[0]!]),
      ],
    },
    { route: '/game-library', texts: games.list.map((item) => item.name) },
    {
      route: `/game-library/${ids.gameId}`,
      texts: [
        game.name,
        game.description,
        ...game.entities.map((item) => item.name),
        ...game.knowledge.map((item) => item.title),
        ...game.partners.map((item) => item.name),
      ],
    },
    {
      route: `/game-library/search?searchValue=${encodeURIComponent(word)}`,
      texts: [word, ...search.list.map((hit) => hit.title)],
    },
    {
      route: pagePaths.gameRole(ids.entityId),
      texts: [entity.name, entity.description, ...entity.related.map((item) => item.name)],
    },
    {
      route: pagePaths.roleInfo(ids.entityId),
      texts: [
        entity.name,
        ...entity.attributes.flatMap((item) => [item.label, item.value]),
        ...entity.knowledge.map((item) => item.title),
      ],
    },
    {
      route: '/game-partner',
      texts: [
        ...official.list.map((item) => item.name),
        ...square.tags.map((tag) => tag.label),
        ...figures.list.map((item) => item.tagline),
      ],
    },
    {
      route: pagePaths.partnerDetail(partnerId),
      texts: [partner.name, partner.greeting, profile.description, story.title, quest.title],
    },
    {
      route: pagePaths.partnerStory(partnerId),
      texts: [
        story.title,
        ...story.scenes.flatMap((scene) => [scene.title, scene.narration]),
        ...quest.objectives.map((objective) => objective.text),
      ],
    },
    {
      route: pagePaths.partnerGames(partnerId),
      texts: profile.games.map((item) => item.name),
    },
    {
      route: pagePaths.partnerChat(partnerId),
      texts: [partner.name, partner.greeting, messages.partner.chat.loginTitle],
    },
  ];
}
