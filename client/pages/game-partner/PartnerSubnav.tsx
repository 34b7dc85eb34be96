import { pagePaths, type SlugKind } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { useT } from '../../i18n/use-t';

const PAGES = [
  { kind: 'detail', path: pagePaths.partnerDetail },
  { kind: 'story', path: pagePaths.partnerStory },
  { kind: 'gameList', path: pagePaths.partnerGames },
  { kind: 'chat', path: pagePaths.partnerChat },
] as const;

/** The four pages of a partner, the current one marked. */
export function PartnerSubnav({
  id,
  name,
  current,
}: {
  id: number;
  name: string;
  current: SlugKind<'gamePartnerItem'>;
}) {
  const t = useT();
  return (
    <nav className="partner-subnav" aria-label={t('content:partner.nav.label', { name })}>
      {PAGES.map((page) => (
        <AppLink
          key={page.kind}
          to={page.path(id)}
          className={
            page.kind === current ? 'partner-subnav__item is-active' : 'partner-subnav__item'
          }
          aria-current={page.kind === current ? 'page' : undefined}
        >
          {t(`content:partner.nav.${page.kind}`)}
        </AppLink>
      ))}
    </nav>
  );
}
