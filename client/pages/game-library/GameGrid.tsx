import { useSearchParams } from 'react-router-dom';

import type { GameSummary } from '../../../shared/api/schemas';
import { GENRE_QUERY_PARAM } from '../../../shared/routing/query-params';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EmptyState } from '../../components/content/EmptyState';
import { GameCard } from '../../components/content/GameCard';
import { SectionHeader } from '../../components/content/SectionHeader';
import { useT } from '../../i18n/use-t';

/**
 * The games, filterable by genre (the genres are those of the games listed). The chosen genre is
 * in the address, so the server renders the list filtered, a link opens it filtered and Back
 * returns to it; a genre no game has shows them all.
 */
export function GameGrid({ games, total }: { games: readonly GameSummary[]; total: number }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const genres = [...new Set(games.map((game) => game.genre))];
  const asked = searchParams.get(GENRE_QUERY_PARAM) ?? '';
  const genre = genres.includes(asked) ? asked : '';
  const shown = genre ? games.filter((game) => game.genre === genre) : games;
  const choose = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(GENRE_QUERY_PARAM, value);
        else next.delete(GENRE_QUERY_PARAM);
        return next;
      },
      // A chip changes the list, not the page: no history entry of its own, no jump to the top.
      { replace: true, preventScrollReset: true },
    );
  return (
    <section className="game-grid" aria-labelledby="game-grid-title">
      <SectionHeader
        id="game-grid-title"
        title={t('content:gameLibrary.allGames')}
        subtitle={t('content:gameLibrary.count', { count: total })}
      />
      {genres.length > 1 ? (
        <ChipFilter
          label={t('content:gameLibrary.genreFilter')}
          options={[
            { value: '', label: t('content:common.all') },
            ...genres.map((value) => ({ value, label: value })),
          ]}
          value={genre}
          onChange={choose}
        />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState>{t('content:gameLibrary.empty')}</EmptyState>
      ) : (
        <ul className="card-grid game-grid__list" aria-live="polite">
          {shown.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </ul>
      )}
    </section>
  );
}
