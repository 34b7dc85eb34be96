import type { GameEntitySummary } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { AppLink } from '../AppLink';

/** A role, item or place of a game, linking to its role page. */
export function EntityCard({ entity }: { entity: GameEntitySummary }) {
  return (
    <li className="entity-card">
      <AppLink to={pagePaths.gameRole(entity.id)} className="entity-card__link">
        <img
          className="entity-card__avatar"
          src={entity.avatar}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
        <div className="entity-card__body">
          <h3 className="entity-card__name">{entity.name}</h3>
          <span className="badge">{entity.type_label}</span>
          <span className="entity-card__summary">{entity.summary}</span>
        </div>
      </AppLink>
    </li>
  );
}
