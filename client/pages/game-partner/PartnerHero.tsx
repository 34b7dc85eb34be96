import type { ReactNode } from 'react';

import type { CharacterFigure } from '../../../shared/api/schemas';
import { useT } from '../../i18n/use-t';
import { AiGeneratedLabel } from './AiGeneratedLabel';

/**
 * The partner's full figure beside their greeting; the figure is the page's largest image.
 * `details` (the profile) sits beside the figure too on a wide screen, so the tall figure has no
 * empty column next to it, and under both on a phone.
 */
export function PartnerHero({
  partner,
  children,
  details,
}: {
  partner: CharacterFigure;
  children?: ReactNode;
  details?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="partner-hero">
      <img
        className="partner-hero__figure"
        src={partner.figure}
        alt={t('content:partner.figureAlt', { name: partner.name })}
        width={540}
        height={960}
        fetchPriority="high"
      />
      <div className="partner-hero__info">
        <p className="partner-hero__tagline">{partner.tagline}</p>
        <blockquote className="speech-bubble">
          <p>
            {partner.greeting}
            <AiGeneratedLabel />
          </p>
        </blockquote>
        {children}
      </div>
      {details ? <div className="partner-hero__details">{details}</div> : null}
    </div>
  );
}
