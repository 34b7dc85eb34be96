import { useState } from 'react';

import type { GameSummary } from '../../../shared/api/schemas';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EmptyState } from '../../components/content/EmptyState';
import { GameCard } from '../../components/content/GameCard';
import { SectionHeader } from '../../components/content/SectionHeader';
import { useT } from '../../i18n/use-t';

/** The games, filterable by genre (the genres are those of the games listed). */
export function GameGrid({ games, total }: { games: readonly GameSummary[]; total: number }) {
  const t = useT();
  const [genre, setGenre] = useState('');
  const genres = [...new Set(games.map((game) => game.genre))];
  const shown = genre ? games.filter((game) => game.genre === genre) : games;
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
          onChange={setGenre}
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
