import { useRef } from 'react';

import type { CharacterFigure } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { useStripScroll } from '../../components/content/use-strip-scroll';
import { useT } from '../../i18n/use-t';

/**
 * Every partner's full figure in a scrolling strip, each linking to the partner. Arrows page
 * through it for a mouse without a sideways wheel; they show only when the strip overflows and
 * the pointer can hover (touch swipes, and the styles hide them there).
 */
export function PartnerFigures({ figures }: { figures: readonly CharacterFigure[] }) {
  const t = useT();
  const strip = useRef<HTMLUListElement>(null);
  const { overflows, atStart, atEnd, scrollPage } = useStripScroll(strip);
  return (
    <div className="figure-strip-frame">
      <ul className="figure-strip" ref={strip}>
        {figures.map((figure) => (
          <li key={figure.character_id} className="figure-strip__item">
            <AppLink
              to={pagePaths.partnerDetail(figure.character_id)}
              className="figure-strip__link"
            >
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
      <button
        type="button"
        className="strip-arrow strip-arrow--previous"
        aria-label={t('content:partners.figuresPrevious')}
        hidden={!overflows}
        disabled={atStart}
        onClick={() => scrollPage(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="strip-arrow strip-arrow--next"
        aria-label={t('content:partners.figuresNext')}
        hidden={!overflows}
        disabled={atEnd}
        onClick={() => scrollPage(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
