import { routePath } from '../../../shared/routing/route-manifest';
import { AppLink } from '../../components/AppLink';
import { SectionHeader } from '../../components/content/SectionHeader';
import { useT } from '../../i18n/use-t';

const FEATURES = [
  { key: 'library', to: routePath('gameLibrary') },
  { key: 'partners', to: routePath('gamePartner') },
  { key: 'stories', to: routePath('gamePartner') },
  { key: 'activities', to: routePath('activity') },
] as const;

/** What the product does, each with the way in. */
export function HomeFeatures() {
  const t = useT();
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <SectionHeader id="home-features-title" title={t('content:home.features.title')} />
      <ul className="feature-list">
        {FEATURES.map((feature, index) => (
          <li key={feature.key} className="feature">
            <span className="feature__index" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="feature__title">{t(`content:home.features.${feature.key}.title`)}</h3>
            <p className="feature__text">{t(`content:home.features.${feature.key}.text`)}</p>
            <AppLink to={feature.to} className="text-link">
              {t(`content:home.features.${feature.key}.link`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
