import type { GameDetail } from '../../../shared/api/schemas';
import { routePath } from '../../../shared/routing/route-manifest';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { CharacterCard } from '../../components/content/CharacterCard';
import { DetailHero } from '../../components/content/DetailHero';
import { EmptyState } from '../../components/content/EmptyState';
import { KnowledgeList } from '../../components/content/KnowledgeArticle';
import { SectionHeader } from '../../components/content/SectionHeader';
import { TagList } from '../../components/content/TagList';
import { useScrollToHash } from '../../components/content/use-scroll-to-hash';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../i18n/use-t';
import { EntityGroups } from './EntityGroups';

function GameFacts({ game }: { game: GameDetail }) {
  const t = useT();
  const facts: [string, string][] = [
    [t('content:gameDetail.genre'), game.genre],
    [t('content:gameDetail.developer'), game.developer],
    [t('content:gameDetail.publisher'), game.publisher],
    [t('content:gameDetail.released'), String(game.release_year)],
    [t('content:gameDetail.rating'), game.rating.toFixed(1)],
    [t('content:gameDetail.platforms'), game.platforms.join(' / ')],
  ];
  return (
    <dl className="fact-list">
      {facts.map(([label, value]) => (
        <div key={label} className="fact-list__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A game: banner and facts, description, roles, knowledge and the partners who play it. */
export function GameDetailView({ game }: { game: GameDetail }) {
  const t = useT();
  useScrollToHash();
  return (
    <PageFrame
      className="game-detail-page"
      title={t('pages.gameDetail.title', { name: game.name })}
      description={game.summary}
      heading={game.name}
    >
      <Breadcrumbs
        items={[
          { label: t('pages.gameLibrary.heading'), to: routePath('gameLibrary') },
          { label: game.name },
        ]}
      />
      <DetailHero image={game.banner} alt={t('content:gameDetail.bannerAlt', { name: game.name })}>
        <img
          className="detail-hero__icon"
          src={game.icon}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
        <p className="detail-hero__summary">{game.summary}</p>
        <GameFacts game={game} />
        <TagList tags={game.tags} />
      </DetailHero>

      <section className="content-section" aria-labelledby="game-about-title">
        <SectionHeader id="game-about-title" title={t('content:gameDetail.about')} />
        <p className="prose">{game.description}</p>
      </section>

      <section className="content-section" aria-labelledby="game-roles-title">
        <SectionHeader
          id="game-roles-title"
          title={t('content:gameDetail.roles')}
          subtitle={t('content:gameDetail.rolesCount', { count: game.entities.length })}
        />
        {game.entities.length === 0 ? (
          <EmptyState>{t('content:gameDetail.noRoles')}</EmptyState>
        ) : (
          <EntityGroups entities={game.entities} />
        )}
      </section>

      <section className="content-section" aria-labelledby="game-knowledge-title">
        <SectionHeader id="game-knowledge-title" title={t('content:gameDetail.knowledge')} />
        <KnowledgeList entries={game.knowledge} empty={t('content:gameDetail.noKnowledge')} />
      </section>

      <section className="content-section" aria-labelledby="game-partners-title">
        <SectionHeader
          id="game-partners-title"
          title={t('content:gameDetail.partners', { name: game.name })}
        />
        {game.partners.length === 0 ? (
          <EmptyState>{t('content:gameDetail.noPartners')}</EmptyState>
        ) : (
          <ul className="character-grid">
            {game.partners.map((partner) => (
              <CharacterCard key={partner.id} character={partner} />
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
