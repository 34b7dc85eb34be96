import type { CharacterFigure } from '../../../shared/api/schemas';
import { PartnerGameGrid } from '../../components/content/PartnerGameGrid';
import { SectionHeader } from '../../components/content/SectionHeader';
import { BlockSkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/use-t';
import type { PartnerProfile } from './partner-data';
import { PartnerSubnav } from './PartnerSubnav';

/** The games a partner plays with you, each linking to the game library. */
export function PartnerGamesView({
  partner,
  profile,
}: {
  partner: CharacterFigure;
  profile: Promise<PartnerProfile>;
}) {
  const t = useT();
  const { name } = partner;
  return (
    <PageFrame
      className="partner-games-page"
      title={t('pages.partnerGames.title', { name })}
      description={t('pages.partnerGames.description', { name })}
      heading={t('content:partner.games.heading', { name })}
    >
      <PartnerSubnav id={partner.character_id} name={name} current="gameList" />
      <div className="partner-strip">
        <img className="partner-strip__avatar" src={partner.avatar} alt="" width={64} height={64} />
        <p className="partner-strip__text">{partner.tagline}</p>
      </div>
      <Deferred value={profile} fallback={<BlockSkeleton kind="games" />} error={<LoadError />}>
        {({ games }) => (
          <section className="content-section" aria-labelledby="partner-game-list-title">
            <SectionHeader
              id="partner-game-list-title"
              title={t('content:partner.games.title', { name })}
              subtitle={t('content:gameLibrary.count', { count: games.length })}
            />
            <PartnerGameGrid games={games} name={name} />
          </section>
        )}
      </Deferred>
    </PageFrame>
  );
}
