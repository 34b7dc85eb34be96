/**
 * The spec's routes with a prefix and an id in one segment (`game-role-{id}`, `chat-{id}`,
 * `agreement{id}.html`): parsers for the loaders and builders for the links, side by side.
 */

const ID = '(\\d{1,12})';

export type GameLibraryEntry =
  { kind: 'game'; id: number } | { kind: 'role'; id: number } | { kind: 'roleInfo'; id: number };

export type PartnerEntry = { kind: 'chat' | 'story' | 'detail' | 'gameList'; id: number };

const GAME_LIBRARY_PATTERNS: readonly [GameLibraryEntry['kind'], RegExp][] = [
  ['role', new RegExp(`^game-role-${ID}$`)],
  ['roleInfo', new RegExp(`^role-Info-${ID}$`)],
  ['game', new RegExp(`^${ID}$`)],
];

const PARTNER_PATTERNS: readonly [PartnerEntry['kind'], RegExp][] = [
  ['chat', new RegExp(`^chat-${ID}$`)],
  ['story', new RegExp(`^story-${ID}$`)],
  ['detail', new RegExp(`^detail-${ID}$`)],
  ['gameList', new RegExp(`^game-list-${ID}$`)],
];

function match<K extends string>(
  patterns: readonly [K, RegExp][],
  segment: string | undefined,
): { kind: K; id: number } | undefined {
  if (!segment) return undefined;
  for (const [kind, pattern] of patterns) {
    const found = pattern.exec(segment);
    if (found) return { kind, id: Number(found[1]) };
  }
  return undefined;
}

export function parseGameLibraryEntry(segment: string | undefined): GameLibraryEntry | undefined {
  return match(GAME_LIBRARY_PATTERNS, segment);
}

export function parsePartnerEntry(segment: string | undefined): PartnerEntry | undefined {
  return match(PARTNER_PATTERNS, segment);
}

/** `/m/profile/removeAccount-{id}`. */
export function parseRemoveAccountEntry(segment: string | undefined): number | undefined {
  return match([['removeAccount', new RegExp(`^removeAccount-${ID}$`)]], segment)?.id;
}

/** `/topup/agreement{id}.html`. */
export function parseTopupAgreementFile(file: string | undefined): number | undefined {
  return match([['agreement', new RegExp(`^agreement${ID}\\.html$`)]], file)?.id;
}

/** Paths inside a tree (add the language and tree prefix with buildSitePath / AppLink). */
export const pagePaths = {
  game: (id: number) => `/game-library/${id}`,
  gameRole: (id: number) => `/game-library/game-role-${id}`,
  roleInfo: (id: number) => `/game-library/role-Info-${id}`,
  search: (query: string) => `/game-library/search?searchValue=${encodeURIComponent(query)}`,
  partnerChat: (id: number) => `/game-partner/chat-${id}`,
  partnerStory: (id: number) => `/game-partner/story-${id}`,
  partnerDetail: (id: number) => `/game-partner/detail-${id}`,
  partnerGames: (id: number) => `/game-partner/game-list-${id}`,
  removeAccount: (id: number) => `/profile/removeAccount-${id}`,
  topupAgreement: (id: number) => `/topup/agreement${id}.html`,
} as const;
