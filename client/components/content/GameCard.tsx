import type { GameSummary } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../AppLink';

/**
 * A game in a grid: cover with its rating in the corner, and genre; then name and summary,
 * linking to the game's page. The two parts are rows of the grid (a subgrid), so a genre that
 * wraps inside its pill on one card moves every name in its row alike, and every rating sits in
 * the same place.
 */
export function GameCard({ game }: { game: GameSummary }) {
  const t = useT();
  return (
    <li className="card game-card">
      <AppLink to={pagePaths.game(game.id)} className="game-card__link">
        <div className="game-card__top">
          <img
            className="game-card__cover"
            src={game.cover}
            alt=""
            width={300}
            height={400}
            loading="lazy"
          />
          <span className="game-card__rating">
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">{t('content:gameLibrary.ratingLabel')}</span>
            {game.rating.toFixed(1)}
          </span>
          <p className="game-card__meta">
            <span className="badge">{game.genre}</span>
          </p>
        </div>
        <div className="game-card__body">
          <h3 className="game-card__name">{game.name}</h3>
          <span className="game-card__summary">{game.summary}</span>
        </div>
      </AppLink>
    </li>
  );
}
