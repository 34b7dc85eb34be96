import type { CharacterSummary } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { usePageContext } from '../../app/page-context';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../AppLink';
import { formatCount } from './format';
import { TagList } from './TagList';

/** "Chat with {name}" in the page's language, the name kept on one line. */
function ChatWithLabel({ name }: { name: string }) {
  const t = useT();
  const [before = '', after = ''] = t('content:partners.chatWith', { name: '\u0000' }).split(
    '\u0000',
  );
  return (
    <>
      {before}
      <span className="character-card__chat-name">{name}</span>
      {after}
    </>
  );
}

/** A partner in a grid: portrait, name, tagline and tags; the detail page and a chat link. */
export function CharacterCard({ character }: { character: CharacterSummary }) {
  const t = useT();
  const { lang } = usePageContext();
  return (
    <li className="character-card">
      <AppLink to={pagePaths.partnerDetail(character.id)} className="character-card__link">
        <img
          className="character-card__cover"
          src={character.cover}
          alt=""
          width={600}
          height={800}
          loading="lazy"
        />
        <h3 className="character-card__name">{character.name}</h3>
        <span className="character-card__tagline">{character.tagline}</span>
      </AppLink>
      <TagList tags={character.tags} />
      <div className="character-card__footer">
        <span className="character-card__count">
          {t('content:partners.chatCount', { count: formatCount(character.chat_count, lang) })}
        </span>
        <AppLink to={pagePaths.partnerChat(character.id)} className="text-link">
          <ChatWithLabel name={character.name} />
        </AppLink>
      </div>
    </li>
  );
}
