import type { ActivityBanner } from '../../../shared/api/schemas';
import { useT } from '../../i18n/use-t';
import { activityAnchor } from './activity-anchor';

/** The featured banners; one pointing to an activity jumps to its card below. */
export function ActivityBanners({ banners }: { banners: readonly ActivityBanner[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section className="activity-banners" aria-labelledby="activity-banners-title">
      <h2 id="activity-banners-title" className="visually-hidden">
        {t('content:activity.featured')}
      </h2>
      <ul className="activity-banners__list">
        {banners.map((banner, index) => {
          const body = (
            <>
              <img
                className="activity-banner__image"
                src={banner.image}
                alt=""
                width={1600}
                height={600}
                // The first banner is the page's largest image: fetched at once, not lazily.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
              {/* A div: a heading may not sit inside a span. */}
              <div className="activity-banner__text">
                <h3 className="activity-banner__title">{banner.title}</h3>
                <span className="activity-banner__subtitle">{banner.subtitle}</span>
              </div>
            </>
          );
          return (
            <li key={banner.id} className="activity-banner">
              {banner.activity_id === null ? (
                <div className="activity-banner__link">{body}</div>
              ) : (
                <a
                  className="activity-banner__link"
                  href={`#${activityAnchor(banner.activity_id)}`}
                >
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
