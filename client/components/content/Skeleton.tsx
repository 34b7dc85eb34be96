import type { ReactNode } from 'react';

import { useT } from '../../i18n/use-t';

/**
 * Loading placeholders of the sections that stream in after the shell. Each one lays out boxes
 * the size of the content that replaces it (same grid, card count per row, image ratios and text
 * heights: skeleton.css), so the content arriving moves nothing below it: no layout shift.
 * Class names never reuse the real content's: the shell must not look like loaded content.
 */

/** A grey box standing for an image or a line of text. */
function Box({ className }: { className: string }) {
  return <span className={`skeleton__box ${className}`} />;
}

/**
 * The frame of every placeholder: busy for assistive technology, which hears "loading" once;
 * the boxes themselves are hidden from it. `loading-state` marks it as the section's loading
 * state, like the plain loading line it replaces.
 */
function SkeletonFrame({ className, children }: { className: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className={`loading-state skeleton ${className}`} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="skeleton__boxes" aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** A section's <h2> and, when it has one, its subtitle. */
function HeaderSkeleton({ subtitle = true }: { subtitle?: boolean }) {
  return (
    <span className="skeleton-header">
      <Box className="skeleton-header__title" />
      {subtitle ? <Box className="skeleton-header__subtitle" /> : null}
    </span>
  );
}

/** A row of filter chips. */
function ChipsSkeleton({ className = '' }: { className?: string }) {
  return (
    <span className={`skeleton-chips ${className}`}>
      <Box className="skeleton-chips__chip" />
      <Box className="skeleton-chips__chip" />
      <Box className="skeleton-chips__chip" />
    </span>
  );
}

/** Two lines of text: a title and a shorter line below. */
function TextLines() {
  return (
    <>
      <Box className="skeleton__line" />
      <Box className="skeleton__line skeleton__line--short" />
    </>
  );
}

type CardKind = 'game' | 'character' | 'home' | 'activity';

/** `count` cards of one kind: an image of the real card's ratio over a body of its height. */
function CardGrid({
  kind,
  count,
  className = '',
}: {
  kind: CardKind;
  count: number;
  className?: string;
}) {
  return (
    <span className={`skeleton-grid skeleton-grid--${kind} ${className}`.trim()}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`skeleton-card skeleton-card--${kind}`}>
          <Box className="skeleton-card__image" />
          <span className="skeleton-card__body">
            <TextLines />
          </span>
        </span>
      ))}
    </span>
  );
}

/** Cards per placeholder: two rows of the desktop grid, the first screen of the phone's. */
const GRID_CARDS = 10;
/** The official partners' grid columns on a wide screen (responsive.css). */
const OFFICIAL_COLUMNS = 6;
const HOME_CARDS = 4;
const ACTIVITY_CARDS = 2;
const FIGURES = 6;
const SEARCH_GROUPS = 2;
const SEARCH_HITS = 4;
const BLOCK_LINES = 4;

/** The partners of the home page. */
export function HomeCharactersSkeleton() {
  return (
    <SkeletonFrame className="skeleton--home">
      <HeaderSkeleton />
      <CardGrid kind="home" count={HOME_CARDS} />
    </SkeletonFrame>
  );
}

/** The game library's grid: header, genre chips and game cards. */
export function GameGridSkeleton() {
  return (
    <SkeletonFrame className="skeleton--section">
      <HeaderSkeleton />
      <ChipsSkeleton className="skeleton-chips--wrapping" />
      <CardGrid kind="game" count={GRID_CARDS} />
    </SkeletonFrame>
  );
}

/**
 * A grid of partner cards, with the square's tag chips above it when `chips`; `official` is the
 * official partners' grid, one row of six on a wide screen.
 */
export function CharacterGridSkeleton({
  chips = false,
  official = false,
}: {
  chips?: boolean;
  official?: boolean;
}) {
  return (
    <SkeletonFrame className="skeleton--grid">
      {chips ? <ChipsSkeleton /> : null}
      <CardGrid
        kind="character"
        count={official ? OFFICIAL_COLUMNS : GRID_CARDS}
        className={official ? 'character-grid--official' : ''}
      />
    </SkeletonFrame>
  );
}

/** The strip of partner figures. */
export function FigureStripSkeleton() {
  return (
    <SkeletonFrame className="skeleton--grid">
      <span className="skeleton-figures">
        {Array.from({ length: FIGURES }, (_, index) => (
          <span key={index} className="skeleton-figures__item">
            <Box className="skeleton-figures__image" />
            <span className="skeleton-figures__text">
              <TextLines />
            </span>
          </span>
        ))}
      </span>
    </SkeletonFrame>
  );
}

/** The activity page: featured banners, then the list's header and activity cards. */
export function ActivitySkeleton() {
  return (
    <SkeletonFrame className="skeleton--activity">
      <span className="skeleton-banners">
        <Box className="skeleton-banners__banner" />
        <Box className="skeleton-banners__banner" />
        <Box className="skeleton-banners__banner" />
      </span>
      <span className="skeleton-activity-list">
        <span className="skeleton-activity-list__header">
          <Box className="skeleton-header__title" />
          <ChipsSkeleton />
        </span>
        <CardGrid kind="activity" count={ACTIVITY_CARDS} />
      </span>
    </SkeletonFrame>
  );
}

/** Knowledge search results: the summary line, then groups (games, roles…) of hits. */
export function SearchResultsSkeleton() {
  return (
    <SkeletonFrame className="skeleton--search">
      <Box className="skeleton__line skeleton-search__summary" />
      {Array.from({ length: SEARCH_GROUPS }, (_, group) => (
        <span key={group} className="skeleton-search__group">
          <Box className="skeleton-search__group-title" />
          <span className="skeleton-search__hits">
            {Array.from({ length: SEARCH_HITS }, (_, index) => (
              <span key={index} className="skeleton-search__hit">
                <Box className="skeleton-search__image" />
                <span className="skeleton-search__text">
                  <TextLines />
                </span>
              </span>
            ))}
          </span>
        </span>
      ))}
    </SkeletonFrame>
  );
}

/** The sections of a partner's pages whose text has no fixed form: a panel of their height. */
export type BlockKind = 'about' | 'detailGames' | 'teaser' | 'quest' | 'games' | 'story';

/** A section of text of no fixed form (a profile, a story, a quest): a panel of lines. */
export function BlockSkeleton({ kind }: { kind: BlockKind }) {
  return (
    <SkeletonFrame className="skeleton--section">
      <span className={`skeleton-block skeleton-block--${kind}`}>
        <Box className="skeleton-header__title" />
        {Array.from({ length: BLOCK_LINES }, (_, index) => (
          <Box key={index} className="skeleton__line" />
        ))}
        <Box className="skeleton__line skeleton__line--short" />
      </span>
    </SkeletonFrame>
  );
}
