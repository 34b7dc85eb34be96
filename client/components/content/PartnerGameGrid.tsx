import type { GameSummary } from '../../../shared/api/schemas';
import { useT } from '../../i18n/use-t';
import { EmptyState } from './EmptyState';
import { GameCard } from './GameCard';

/** The games a partner plays, or a line saying there are none. */
export function PartnerGameGrid({ games, name }: { games: GameSummary[]; name: string }) {
  const t = useT();
  if (games.length === 0) {
    return <EmptyState>{t('content:partner.games.empty', { name })}</EmptyState>;
  }
  return (
    <ul className="card-grid">
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
