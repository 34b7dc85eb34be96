/** One quest per partner. Quest id = 200 + partner id; story id = 100 + partner id. */
import { t } from './helpers';
import type { LocalizedText, QuestRecord } from './types';

const REWARD = {
  stardust: t('星尘', 'Stardust', 'スターダスト'),
  badge: t('伙伴徽章', 'Partner badge', '相棒バッジ'),
  frame: t('头像框', 'Avatar frame', 'アイコンフレーム'),
} as const;

function quest(
  partnerId: number,
  title: LocalizedText,
  summary: LocalizedText,
  objectives: LocalizedText[],
): QuestRecord {
  return {
    id: 200 + partnerId,
    character_id: partnerId,
    story_id: 100 + partnerId,
    title,
    summary,
    objectives: objectives.map((text, index) => ({ id: `q${200 + partnerId}-${index + 1}`, text })),
    rewards: [
      { name: REWARD.stardust, amount: 100 + partnerId * 20 },
      { name: partnerId % 2 === 0 ? REWARD.badge : REWARD.frame, amount: 1 },
    ],
  };
}

const CHAT_3 = t('和伙伴聊3句天', 'Send your partner 3 messages', '相棒に3回メッセージを送る');
const FINISH_STORY = t(
  '读完伙伴的专属剧情',
  "Finish the partner's story",
  '相棒のストーリーを読み終える',
);

export const QUESTS: readonly QuestRecord[] = [
  quest(
    1,
    t('星空观测员', 'Stargazer', '星空観測員'),
    t(
      '陪星野完成一次夜间探索。',
      'Join Hoshino for a night of exploring.',
      '星野と夜の探索をしよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t(
        '告诉她你最喜欢的游戏地点',
        'Tell her your favourite in-game place',
        'お気に入りのゲーム内スポットを教える',
      ),
    ],
  ),
  quest(
    2,
    t('复盘特训', 'Replay Drill', '振り返り特訓'),
    t(
      '跟着凌霄完成一次完整复盘。',
      'Complete a full replay review with Lingxiao.',
      'リンシャオと試合の振り返りをやり遂げよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t('向她请教一个对线问题', 'Ask her one laning question', 'レーン戦について一つ質問する'),
    ],
  ),
  quest(
    3,
    t('决赛圈默契', 'Final-Circle Teamwork', '最終盤の連携'),
    t(
      '和陆川一起规划一次转移路线。',
      'Plan a rotation with Lu Chuan.',
      'ルー・チュアンと移動ルートを考えよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t('说出你最常用的落点', 'Name your favourite landing spot', 'いつもの降下地点を教える'),
    ],
  ),
  quest(
    4,
    t('欢乐上分', 'Climbing with a Smile', '笑顔でランク上げ'),
    t(
      '陪小满打完一局并给她打气。',
      'Play a round with Xiaoman and cheer her up.',
      'シャオマンと一戦して励ましてあげよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t('给她讲一个游戏里的趣事', 'Tell her a funny game story', 'ゲームの面白い話をする'),
    ],
  ),
  quest(
    5,
    t('考据入门', 'Lore Apprentice', '考察入門'),
    t(
      '和墨言一起解开一个设定之谜。',
      'Solve a lore mystery with Moyan.',
      'モーイェンと設定の謎を解こう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t(
        '向他提一个关于剧情的问题',
        'Ask him one question about the story',
        '物語について一つ質問する',
      ),
    ],
  ),
  quest(
    6,
    t('小小建筑师', 'Little Architect', '小さな建築家'),
    t(
      '帮芽芽完成湖边小屋。',
      'Help Yaya finish the lakeside house.',
      'ヤーヤの湖畔の小屋を完成させよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t('和她分享一个建造点子', 'Share a building idea with her', '建築のアイデアを伝える'),
    ],
  ),
  quest(
    7,
    t('参谋的信任', "The Officer's Trust", '参謀の信頼'),
    t(
      '和九条凛一起完成作战复盘。',
      'Complete a battle debrief with Rin Kujo.',
      '九条凛と作戦の振り返りをしよう。',
    ),
    [
      CHAT_3,
      FINISH_STORY,
      t('夸奖她的一项计划', 'Praise one of her plans', '彼女の作戦を一つ褒める'),
    ],
  ),
  quest(
    8,
    t('永不言弃', 'Never Give Up', '諦めない心'),
    t('见证雷克斯击败首领。', 'Watch Rex beat the boss.', 'レックスがボスを倒す瞬間を見届けよう。'),
    [
      CHAT_3,
      FINISH_STORY,
      t(
        '告诉他你卡关最久的首领',
        'Tell him the boss that stopped you longest',
        '一番苦戦したボスを教える',
      ),
    ],
  ),
];
