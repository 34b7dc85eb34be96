import type { CharacterFigure, QuestInfo, Story } from '../../../../shared/api/schemas';
import { pagePaths } from '../../../../shared/routing/route-manifest';
import { AppLink } from '../../../components/AppLink';
import { EmptyState } from '../../../components/content/EmptyState';
import { BlockSkeleton } from '../../../components/content/Skeleton';
import { LoadError } from '../../../components/LoadError';
import { PageFrame } from '../../../components/PageFrame';
import { Deferred } from '../../../data/deferred';
import { useT } from '../../../i18n/use-t';
import { PartnerSubnav } from '../PartnerSubnav';
import { QuestCard } from '../QuestCard';
import { StoryScenes } from './StoryScenes';

export interface PartnerStoryViewProps {
  partner: CharacterFigure;
  story: Promise<Story | null>;
  quest: Promise<QuestInfo | null>;
}

/** The partner's story, scene by scene, and the quest that goes with it. */
export function PartnerStoryView({ partner, story, quest }: PartnerStoryViewProps) {
  const t = useT();
  const { name } = partner;
  const id = partner.character_id;
  return (
    <PageFrame
      className="partner-story-page"
      title={t('pages.partnerStory.title', { name })}
      description={t('pages.partnerStory.description', { name })}
      heading={t('content:partner.story.heading', { name })}
    >
      <PartnerSubnav id={id} name={name} current="story" />
      <Deferred value={story} fallback={<BlockSkeleton kind="story" />} error={<LoadError />}>
        {(data) =>
          data ? (
            <StoryScenes story={data} partnerName={name} />
          ) : (
            <EmptyState>{t('content:partner.story.none', { name })}</EmptyState>
          )
        }
      </Deferred>
      <Deferred value={quest} fallback={<BlockSkeleton kind="quest" />} error={<LoadError />}>
        {(data) => (data ? <QuestCard quest={data} /> : null)}
      </Deferred>
      <div className="story-continue">
        <p>{t('content:partner.story.continueText', { name })}</p>
        <AppLink
          to={pagePaths.partnerChat(id)}
          className="button button--primary"
          title={t('content:partners.chatWith', { name })}
        >
          <span className="button__label">{t('content:partners.chatWith', { name })}</span>
        </AppLink>
      </div>
    </PageFrame>
  );
}
