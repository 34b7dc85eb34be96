import type { CSSProperties } from 'react';

import type {
  HomeCharacter,
  HomeCharacters as HomeCharactersData,
} from '../../../shared/api/schemas';
import { pagePaths, routePath } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { SectionHeader } from '../../components/content/SectionHeader';
import { TagList } from '../../components/content/TagList';
import { useT } from '../../i18n/use-t';
import { AiGeneratedLabel } from '../game-partner/AiGeneratedLabel';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The card's accent colour from the API, only if it is a plain hex colour. */
function accentStyle(character: HomeCharacter): CSSProperties | undefined {
  return HEX_COLOUR.test(character.theme_color)
    ? ({ '--accent': character.theme_color } as CSSProperties)
    : undefined;
}

function HomeCharacterCard({ character }: { character: HomeCharacter }) {
  const t = useT();
  return (
    <li className="home-character" style={accentStyle(character)}>
      <AppLink to={pagePaths.partnerDetail(character.id)} className="home-character__link">
        <img
          className="home-character__figure"
          src={character.figure}
          alt=""
          width={540}
          height={960}
          loading="lazy"
        />
        <h3 className="home-character__name">{character.name}</h3>
        <span className="home-character__tagline">{character.tagline}</span>
      </AppLink>
      <blockquote className="home-character__greeting">
        {character.greeting}
        <AiGeneratedLabel />
      </blockquote>
      <TagList tags={character.tags} />
      {character.game_names.length > 0 ? (
        <p className="home-character__games">
          {t('content:home.plays', {
            games: character.game_names.join(t('content:common.listSeparator')),
          })}
        </p>
      ) : null}
      <AppLink to={pagePaths.partnerChat(character.id)} className="button button--small">
        {t('content:partners.chatWith', { name: character.name })}
      </AppLink>
    </li>
  );
}

/** The partners of the home page (streamed: the class marks the section in the stream). */
export function HomeCharacters({ data }: { data: HomeCharactersData }) {
  const t = useT();
  return (
    <section className="home-characters" aria-labelledby="home-characters-title">
      <SectionHeader
        id="home-characters-title"
        title={data.title}
        subtitle={data.subtitle}
        action={
          <AppLink to={routePath('gamePartner')} className="text-link">
            {t('content:home.morePartners')}
          </AppLink>
        }
      />
      <ul className="home-characters__list">
        {data.list.map((character) => (
          <HomeCharacterCard key={character.id} character={character} />
        ))}
      </ul>
    </section>
  );
}
