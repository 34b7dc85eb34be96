/** The twelve sample games, in list order. */
import type { GameBundle } from '../types';
import { arknights } from './arknights';
import { blackMythWukong } from './black-myth-wukong';
import { eldenRing } from './elden-ring';
import { genshin } from './genshin';
import { goldenSpatula } from './golden-spatula';
import { honorOfKings } from './honor-of-kings';
import { leagueOfLegends } from './league-of-legends';
import { minecraft } from './minecraft';
import { naraka } from './naraka';
import { peacekeeperElite } from './peacekeeper-elite';
import { starRail } from './star-rail';
import { zenlessZoneZero } from './zenless-zone-zero';

export const GAME_BUNDLES: readonly GameBundle[] = [
  genshin,
  honorOfKings,
  leagueOfLegends,
  naraka,
  blackMythWukong,
  starRail,
  arknights,
  zenlessZoneZero,
  peacekeeperElite,
  goldenSpatula,
  eldenRing,
  minecraft,
];
