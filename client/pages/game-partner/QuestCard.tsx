import type { QuestInfo } from '../../../shared/api/schemas';
import { useT } from '../../i18n/use-t';

/** The partner's quest: objectives and rewards. */
export function QuestCard({ quest }: { quest: QuestInfo }) {
  const t = useT();
  return (
    <section className="quest-card" aria-labelledby="partner-quest-title">
      <h2 id="partner-quest-title" className="quest-card__kicker">
        {t('content:partner.quest.title')}
      </h2>
      <div className="quest-card__head">
        <h3 className="quest-card__title">{quest.title}</h3>
        <span className={`status-badge status-badge--${quest.status}`}>
          {t(`content:partner.quest.status.${quest.status}`)}
        </span>
      </div>
      <p>{quest.summary}</p>
      <div className="quest-card__columns">
        <div>
          <p className="quest-card__label">{t('content:partner.quest.objectives')}</p>
          <ol className="quest-card__objectives">
            {quest.objectives.map((objective) => (
              <li key={objective.id}>{objective.text}</li>
            ))}
          </ol>
        </div>
        <div>
          <p className="quest-card__label">{t('content:partner.quest.rewards')}</p>
          <ul className="quest-card__rewards">
            {quest.rewards.map((reward) => (
              <li key={reward.name}>
                {t('content:partner.quest.reward', { name: reward.name, amount: reward.amount })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
