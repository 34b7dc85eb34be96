import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../../../shared/api/types';
import { EmptyState } from './EmptyState';
import { GameCard } from './GameCard';

/** The games a partner plays, or a line saying there are none. */
export function PartnerGameGrid({ games, name }: { games: GameSummary[]; name: string }) {
  const { t } = useTranslation();
  if (games.length === 0) {
    return <EmptyState>{t('content.partner.games.empty', { name })}</EmptyState>;
  }
  return (
    <ul className="card-grid">
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
