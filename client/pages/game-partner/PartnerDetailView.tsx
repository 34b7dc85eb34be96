import type { CharacterFigure, QuestInfo, Story } from '../../../shared/api/schemas';
import { pagePaths } from '../../../shared/routing/route-manifest';
import { usePageContext } from '../../app/page-context';
import { AppLink } from '../../components/AppLink';
import { formatCount } from '../../components/content/format';
import { PartnerGameGrid } from '../../components/content/PartnerGameGrid';
import { SectionHeader } from '../../components/content/SectionHeader';
import { BlockSkeleton } from '../../components/content/Skeleton';
import { TagList } from '../../components/content/TagList';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred } from '../../data/deferred';
import { useT } from '../../i18n/use-t';
import type { PartnerProfile } from './partner-data';
import { PartnerHero } from './PartnerHero';
import { PartnerSubnav } from './PartnerSubnav';
import { QuestCard } from './QuestCard';

function AboutSection({ name, profile }: { name: string; profile: PartnerProfile }) {
  const t = useT();
  const { lang } = usePageContext();
  const { character, summary } = profile;
  return (
    <section className="content-section" aria-labelledby="partner-about-title">
      <SectionHeader id="partner-about-title" title={t('content:partner.about', { name })} />
      {character ? (
        <>
          <p className="prose">{character.description}</p>
          <dl className="fact-list">
            <div className="fact-list__item">
              <dt>{t('content:partner.personality')}</dt>
              <dd>{character.personality}</dd>
            </div>
            <div className="fact-list__item">
              <dt>{t('content:partner.popularity')}</dt>
              <dd>
                {t('content:partners.chatCount', {
                  count: formatCount(character.chat_count, lang),
                })}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="prose">{t('content:partner.communityPartner', { name })}</p>
      )}
      {summary ? <TagList tags={summary.tags} label={t('content:common.tags')} /> : null}
    </section>
  );
}

function GamesSection({ name, profile }: { name: string; profile: PartnerProfile }) {
  const t = useT();
  return (
    <section className="content-section" aria-labelledby="partner-games-title">
      <SectionHeader id="partner-games-title" title={t('content:partner.games.title', { name })} />
      <PartnerGameGrid games={profile.games} name={name} />
    </section>
  );
}

function StoryTeaser({ partnerId, story }: { partnerId: number; story: Story }) {
  const t = useT();
  return (
    <section className="content-section story-teaser" aria-labelledby="partner-story-title">
      <SectionHeader id="partner-story-title" title={t('content:partner.storyTitle')} />
      <AppLink to={pagePaths.partnerStory(partnerId)} className="story-teaser__link">
        <img
          className="story-teaser__cover"
          src={story.cover}
          alt=""
          width={800}
          height={450}
          loading="lazy"
        />
        <span className="story-teaser__body">
          <strong className="story-teaser__title">{story.title}</strong>
          <span>{story.summary}</span>
          <span className="text-link">
            {t('content:partner.readStory', { count: story.scenes.length })}
          </span>
        </span>
      </AppLink>
    </section>
  );
}

export interface PartnerDetailViewProps {
  partner: CharacterFigure;
  profile: Promise<PartnerProfile>;
  story: Promise<Story | null>;
  quest: Promise<QuestInfo | null>;
}

/** A partner: figure and greeting, profile and games, a taste of the story, the quest. */
export function PartnerDetailView({ partner, profile, story, quest }: PartnerDetailViewProps) {
  const t = useT();
  const id = partner.character_id;
  return (
    <PageFrame
      className="partner-detail-page"
      title={t('pages.partnerDetail.title', { name: partner.name })}
      description={partner.tagline}
      heading={partner.name}
    >
      <PartnerSubnav id={id} name={partner.name} current="detail" />
      <PartnerHero
        partner={partner}
        details={
          <Deferred value={profile} fallback={<BlockSkeleton kind="about" />} error={<LoadError />}>
            {(data) => <AboutSection name={partner.name} profile={data} />}
          </Deferred>
        }
      >
        <div className="button-row">
          <AppLink
            to={pagePaths.partnerChat(id)}
            className="button button--primary"
            title={t('content:partners.chatWith', { name: partner.name })}
          >
            <span className="button__label">
              {t('content:partners.chatWith', { name: partner.name })}
            </span>
          </AppLink>
          <AppLink to={pagePaths.partnerStory(id)} className="button button--ghost">
            {t('content:partner.nav.story')}
          </AppLink>
        </div>
      </PartnerHero>
      <Deferred value={profile} fallback={<BlockSkeleton kind="detailGames" />} error={null}>
        {(data) => <GamesSection name={partner.name} profile={data} />}
      </Deferred>
      <Deferred value={story} fallback={<BlockSkeleton kind="teaser" />} error={<LoadError />}>
        {(data) => (data ? <StoryTeaser partnerId={id} story={data} /> : null)}
      </Deferred>
      <Deferred value={quest} fallback={<BlockSkeleton kind="quest" />} error={<LoadError />}>
        {(data) => (data ? <QuestCard quest={data} /> : null)}
      </Deferred>
    </PageFrame>
  );
}
