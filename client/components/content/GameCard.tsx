import type { GameSummary } from '../../../shared/api/schemas';
import { sitePaths } from '../../../shared/routing/route-manifest';
import { useT } from '../../i18n/use-t';
import { AppLink } from '../AppLink';

/** A game in a grid: cover, name, genre and rating, linking to the game's page. */
export function GameCard({ game }: { game: GameSummary }) {
  const t = useT();
  return (
    <li className="card game-card">
      <AppLink to={sitePaths.game(game.id)} className="game-card__link">
        <img
          className="game-card__cover"
          src={game.cover}
          alt=""
          width={300}
          height={400}
          loading="lazy"
        />
        <div className="game-card__body">
          <div className="game-card__meta">
            <span className="badge" title={game.genre}>
              {game.genre}
            </span>
            <span className="game-card__rating">
              <span aria-hidden="true">★ </span>
              <span className="visually-hidden">{t('content.gameLibrary.ratingLabel')}</span>
              {game.rating.toFixed(1)}
            </span>
          </div>
          <h3 className="game-card__name">{game.name}</h3>
          <span className="game-card__summary">{game.summary}</span>
        </div>
      </AppLink>
    </li>
  );
}
