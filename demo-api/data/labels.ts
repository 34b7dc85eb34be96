/** Labels shared by several data files: attribute names, entity types, tags, statuses. */
import type { ActivityStatus, GameEntityType } from '../../shared/api/types';
import { t } from './helpers';
import type { LocalizedText } from './types';

export const LABEL = {
  role: t('定位', 'Role', 'ポジション'),
  element: t('元素', 'Element', '元素'),
  weapon: t('武器', 'Weapon', '武器'),
  rarity: t('稀有度', 'Rarity', 'レアリティ'),
  faction: t('阵营', 'Faction', '陣営'),
  region: t('地区', 'Region', '地域'),
  difficulty: t('上手难度', 'Difficulty', '難易度'),
  lane: t('分路', 'Lane', 'レーン'),
  location: t('出没地点', 'Found in', '出現場所'),
  effect: t('效果', 'Effect', '効果'),
  source: t('获取方式', 'How to get', '入手方法'),
  weakness: t('弱点', 'Weakness', '弱点'),
  cooldown: t('冷却', 'Cooldown', 'クールタイム'),
  players: t('人数', 'Players', '人数'),
} as const;

export const DIFFICULTY = {
  easy: t('简单', 'Easy', 'やさしい'),
  medium: t('中等', 'Medium', 'ふつう'),
  hard: t('困难', 'Hard', 'むずかしい'),
} as const;

export const ENTITY_TYPE_LABELS: Record<GameEntityType, LocalizedText> = {
  character: t('角色', 'Character', 'キャラクター'),
  boss: t('首领', 'Boss', 'ボス'),
  item: t('道具', 'Item', 'アイテム'),
  location: t('地点', 'Location', '場所'),
  skill: t('技能', 'Skill', 'スキル'),
  mode: t('玩法', 'Game mode', 'モード'),
};

export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, LocalizedText> = {
  upcoming: t('即将开始', 'Coming soon', '近日開始'),
  ongoing: t('进行中', 'Ongoing', '開催中'),
  ended: t('已结束', 'Ended', '終了'),
};

/** Partner tags; the key is what pc_character_square takes as `tag`. */
export const CHARACTER_TAGS: Record<string, LocalizedText> = {
  gentle: t('温柔治愈', 'Gentle', '癒やし系'),
  strategist: t('战术大师', 'Strategist', '戦術家'),
  competitive: t('竞技高手', 'Competitive', 'ガチ勢'),
  funny: t('搞笑担当', 'Funny', 'ムードメーカー'),
  lore: t('剧情考据', 'Lore expert', '考察好き'),
  builder: t('建造达人', 'Builder', '建築家'),
  coach: t('耐心教练', 'Coach', 'コーチ'),
  night_owl: t('深夜陪玩', 'Night owl', '夜更かし'),
};
