import { useState } from 'react';

import type { Activity, ActivityStatus } from '../../../shared/api/schemas';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EmptyState } from '../../components/content/EmptyState';
import { formatDate } from '../../components/content/format';
import { SectionHeader } from '../../components/content/SectionHeader';
import { TagList } from '../../components/content/TagList';
import { useT } from '../../i18n/use-t';
import { activityAnchor } from './activity-anchor';

const STATUSES: readonly ActivityStatus[] = ['ongoing', 'upcoming', 'ended'];

function ActivityCard({ activity }: { activity: Activity }) {
  const t = useT();
  return (
    <li>
      <article id={activityAnchor(activity.id)} className="activity-card">
        <img
          className="activity-card__cover"
          src={activity.cover}
          alt=""
          width={800}
          height={450}
          loading="lazy"
        />
        <div className="activity-card__body">
          <span className={`status-badge status-badge--${activity.status}`}>
            {activity.status_label}
          </span>
          <h3 className="activity-card__title">{activity.title}</h3>
          <p className="activity-card__period">
            <span className="visually-hidden">{t('content:activity.periodLabel')}</span>
            {t('content:activity.period', {
              start: formatDate(activity.start_time),
              end: formatDate(activity.end_time),
            })}
          </p>
          <p className="activity-card__summary">{activity.summary}</p>
          <p className="activity-card__description">{activity.description}</p>
          <TagList tags={activity.tags} />
          {activity.rules.length > 0 ? (
            <details className="activity-card__rules">
              <summary>{t('content:activity.rules')}</summary>
              <ol>
                {activity.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ol>
            </details>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** Every activity, filterable by status (ongoing, upcoming, ended). */
export function ActivityList({ activities }: { activities: readonly Activity[] }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const shown = status ? activities.filter((activity) => activity.status === status) : activities;
  const options = [
    { value: '', label: t('content:common.all') },
    ...STATUSES.map((value) => ({ value, label: t(`content:activity.status.${value}`) })),
  ];
  return (
    <section className="activity-list" aria-labelledby="activity-list-title">
      <SectionHeader
        id="activity-list-title"
        title={t('content:activity.listTitle')}
        action={
          <ChipFilter
            label={t('content:activity.filter')}
            options={options}
            value={status}
            onChange={setStatus}
          />
        }
      />
      {shown.length === 0 ? (
        <EmptyState>{t('content:activity.empty')}</EmptyState>
      ) : (
        <ul className="activity-list__items" aria-live="polite">
          {shown.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}
