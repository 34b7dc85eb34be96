import type {
  KnowledgeSearchHit,
  KnowledgeSearchHitType,
  KnowledgeSearchResult,
} from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { Highlight } from '../../components/content/Highlight';
import { knowledgeAnchor } from '../../components/content/KnowledgeArticle';
import { useT } from '../../i18n/use-t';

const GROUPS: readonly KnowledgeSearchHitType[] = ['game', 'entity', 'knowledge'];
const SUGGESTIONS = ['first', 'second', 'third', 'fourth'] as const;

/** Where a hit leads: its game, its role page, or its entry on the game's page. */
function hitPath(hit: KnowledgeSearchHit): string {
  switch (hit.hit_type) {
    case 'game':
      return pagePaths.game(hit.id);
    case 'entity':
      return pagePaths.gameRole(hit.id);
    case 'knowledge':
      return `${pagePaths.game(hit.game_id)}#${knowledgeAnchor(hit.id)}`;
  }
}

function SearchHit({ hit, query }: { hit: KnowledgeSearchHit; query: string }) {
  const t = useT();
  return (
    <li className="search-hit">
      <AppLink to={hitPath(hit)} className="search-hit__link">
        <img
          className="search-hit__image"
          src={hit.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
        <div className="search-hit__body">
          <h3 className="search-hit__title">
            <Highlight text={hit.title} query={query} />
          </h3>
          {hit.hit_type === 'game' ? null : (
            <span className="search-hit__game">
              {t('content:search.fromGame', { game: hit.game_name })}
            </span>
          )}
          <span className="search-hit__summary">
            <Highlight text={hit.summary} query={query} />
          </span>
        </div>
      </AppLink>
    </li>
  );
}

/** Popular searches, as links (they work before hydration and without JavaScript). */
export function SearchSuggestions() {
  const t = useT();
  return (
    <nav className="search-suggestions" aria-label={t('content:search.suggestions')}>
      <span>{t('content:search.suggestions')}</span>
      <ul>
        {SUGGESTIONS.map((key) => {
          const word = t(`content:search.suggestion.${key}`);
          return (
            <li key={key}>
              <AppLink to={pagePaths.search(word)} className="chip">
                {word}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The hits grouped by what they are: games, roles, knowledge entries. */
export function SearchResults({ query, result }: { query: string; result: KnowledgeSearchResult }) {
  const t = useT();
  if (result.list.length === 0) {
    return (
      <div className="empty-state">
        <p role="status">{t('content:search.noResults', { query })}</p>
        <SearchSuggestions />
      </div>
    );
  }
  return (
    <div className="search-results">
      <p className="search-results__summary" role="status">
        {t('content:search.summary', { query, count: result.total })}
      </p>
      {GROUPS.map((group) => {
        const hits = result.list.filter((hit) => hit.hit_type === group);
        if (hits.length === 0) return null;
        const titleId = `search-group-${group}`;
        return (
          <section key={group} className="search-group" aria-labelledby={titleId}>
            <h2 id={titleId} className="search-group__title">
              {t(`content:search.groups.${group}`)}
              <span className="search-group__count">{hits.length}</span>
            </h2>
            <ul className="search-group__hits">
              {hits.map((hit) => (
                <SearchHit key={hit.key} hit={hit} query={query} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
