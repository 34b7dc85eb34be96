import type { GameEntityDetail } from '../../../shared/api/schemas';
import { pagePaths, routePath } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { DetailHero } from '../../components/content/DetailHero';
import { EmptyState } from '../../components/content/EmptyState';
import { EntityCard } from '../../components/content/EntityCard';
import { GameCard } from '../../components/content/GameCard';
import { SectionHeader } from '../../components/content/SectionHeader';
import { TagList } from '../../components/content/TagList';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../i18n/use-t';

/**
 * The role page (`pagePaths.gameRole`): an overview to browse from, with the other roles of the
 * same game. The full attribute sheet and the knowledge are on the role info page.
 */
export function GameRoleView({ entity }: { entity: GameEntityDetail }) {
  const t = useT();
  return (
    <PageFrame
      className="game-role-page"
      title={t('pages.gameRole.title', { name: entity.name })}
      description={entity.summary}
      heading={entity.name}
    >
      <Breadcrumbs
        items={[
          { label: t('pages.gameLibrary.heading'), to: routePath('gameLibrary') },
          { label: entity.game.name, to: pagePaths.game(entity.game.id) },
          { label: entity.name },
        ]}
      />
      <DetailHero image={entity.cover} alt={t('content:role.coverAlt', { name: entity.name })}>
        <span className="badge">{entity.type_label}</span>
        <p className="detail-hero__summary">{entity.summary}</p>
        <TagList tags={entity.tags} />
        <p className="detail-hero__stats">
          {t('content:role.stats', {
            attributes: entity.attributes.length,
            knowledge: entity.knowledge.length,
          })}
        </p>
        <div className="button-row">
          <AppLink to={pagePaths.roleInfo(entity.id)} className="button button--primary">
            {t('content:role.fullInfo')}
          </AppLink>
          <AppLink to={pagePaths.game(entity.game.id)} className="button button--ghost">
            {t('content:role.backToGame', { game: entity.game.name })}
          </AppLink>
        </div>
      </DetailHero>

      <section className="content-section" aria-labelledby="role-overview-title">
        <SectionHeader id="role-overview-title" title={t('content:role.overview')} />
        <p className="prose">{entity.description}</p>
      </section>

      <section className="content-section" aria-labelledby="role-related-title">
        <SectionHeader
          id="role-related-title"
          title={t('content:role.related', { game: entity.game.name })}
        />
        {entity.related.length === 0 ? (
          <EmptyState>{t('content:role.noRelated')}</EmptyState>
        ) : (
          <ul className="entity-grid">
            {entity.related.map((related) => (
              <EntityCard key={related.id} entity={related} />
            ))}
          </ul>
        )}
      </section>

      <section className="content-section" aria-labelledby="role-game-title">
        <SectionHeader id="role-game-title" title={t('content:role.game')} />
        <ul className="card-grid card-grid--single">
          <GameCard game={entity.game} />
        </ul>
      </section>
    </PageFrame>
  );
}
