import type { GameEntityDetail } from '../../../shared/api/schemas';
import { pagePaths, routePath } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { KnowledgeList } from '../../components/content/KnowledgeArticle';
import { SectionHeader } from '../../components/content/SectionHeader';
import { PageFrame } from '../../components/PageFrame';
import { useT } from '../../i18n/use-t';

/** The attribute sheet: fixed facts first, then the attributes the API lists for the role. */
function AttributeSheet({ entity }: { entity: GameEntityDetail }) {
  const t = useT();
  return (
    <table className="attribute-table">
      <caption className="visually-hidden">
        {t('content:roleInfo.sheetCaption', { name: entity.name })}
      </caption>
      <tbody>
        <tr>
          <th scope="row">{t('content:roleInfo.name')}</th>
          <td>{entity.name}</td>
        </tr>
        <tr>
          <th scope="row">{t('content:roleInfo.type')}</th>
          <td>{entity.type_label}</td>
        </tr>
        <tr>
          <th scope="row">{t('content:roleInfo.game')}</th>
          <td>
            <AppLink to={pagePaths.game(entity.game.id)} className="text-link">
              {entity.game.name}
            </AppLink>
          </td>
        </tr>
        {entity.attributes.map((attribute) => (
          <tr key={attribute.label}>
            <th scope="row">{attribute.label}</th>
            <td>{attribute.value}</td>
          </tr>
        ))}
        {entity.tags.length > 0 ? (
          <tr>
            <th scope="row">{t('content:roleInfo.tags')}</th>
            <td>{entity.tags.join(t('content:common.listSeparator'))}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/**
 * The role info page (`pagePaths.roleInfo`): the full attribute sheet, the long description and every
 * knowledge entry that mentions the role. The overview with related roles is the role page.
 */
export function RoleInfoView({ entity }: { entity: GameEntityDetail }) {
  const t = useT();
  return (
    <PageFrame
      className="role-info-page"
      title={t('pages.roleInfo.title', { name: entity.name })}
      description={entity.summary}
      heading={t('content:roleInfo.heading', { name: entity.name })}
    >
      <Breadcrumbs
        items={[
          { label: t('pages.gameLibrary.heading'), to: routePath('gameLibrary') },
          { label: entity.game.name, to: pagePaths.game(entity.game.id) },
          { label: entity.name, to: pagePaths.gameRole(entity.id) },
          { label: t('pages.roleInfo.heading') },
        ]}
      />
      <div className="role-sheet">
        <img
          className="role-sheet__avatar"
          src={entity.avatar}
          alt={entity.name}
          width={256}
          height={256}
          fetchPriority="high"
        />
        <section className="role-sheet__table" aria-labelledby="role-sheet-title">
          <SectionHeader id="role-sheet-title" title={t('content:roleInfo.sheet')} />
          <AttributeSheet entity={entity} />
        </section>
      </div>

      <section className="content-section" aria-labelledby="role-description-title">
        <SectionHeader id="role-description-title" title={t('content:roleInfo.description')} />
        <p className="prose prose--lead">{entity.summary}</p>
        <p className="prose">{entity.description}</p>
      </section>

      <section className="content-section" aria-labelledby="role-knowledge-title">
        <SectionHeader
          id="role-knowledge-title"
          title={t('content:roleInfo.knowledge', { name: entity.name })}
        />
        <KnowledgeList entries={entity.knowledge} empty={t('content:roleInfo.noKnowledge')} />
      </section>

      <AppLink to={pagePaths.gameRole(entity.id)} className="button button--ghost">
        {t('content:roleInfo.backToOverview')}
      </AppLink>
    </PageFrame>
  );
}
