import type { CharacterFigure } from '../../../shared/api/schemas';
import { AppLink } from '../../components/AppLink';
import { pagePaths } from '../../routing/entry-segments';

/** Every partner's full figure in a scrolling strip, each linking to the partner. */
export function PartnerFigures({ figures }: { figures: readonly CharacterFigure[] }) {
  return (
    <ul className="figure-strip">
      {figures.map((figure) => (
        <li key={figure.character_id} className="figure-strip__item">
          <AppLink to={pagePaths.partnerDetail(figure.character_id)} className="figure-strip__link">
            <img
              className="figure-strip__image"
              src={figure.figure}
              alt=""
              width={540}
              height={960}
              loading="lazy"
            />
            <span className="figure-strip__name">{figure.name}</span>
            <span className="figure-strip__tagline">{figure.tagline}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
