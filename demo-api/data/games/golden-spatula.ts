import { attr, media, t } from '../helpers';
import { LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 10;

export const goldenSpatula: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('金铲铲之战', 'Golden Spatula', '金鏟鏟之戦'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('自走棋策略', 'Auto battler', 'オートバトラー'),
    tags: [
      t('自走棋', 'Auto chess', 'オートチェス'),
      t('策略', 'Strategy', '戦略'),
      t('八人对局', '8-player lobby', '8人対戦'),
    ],
    summary: t(
      '八名玩家招募英雄、凑羁绊，自动对战决出最后赢家。',
      'Eight players recruit champions, build trait synergies and let them fight it out.',
      '8人のプレイヤーがチャンピオンを集めてシナジーを組み、自動バトルで勝者を決める。',
    ),
    description: t(
      '金铲铲之战是经典自走棋玩法的手机版本。每回合在商店里购买英雄、升级人口、合成装备，布置阵容后英雄会自动战斗。运营经济、判断阵容强度和随机应变同样重要。',
      'Golden Spatula brings the classic auto-battler format to phones. Each round you buy champions from the shop, level up, combine items and place your units, who then fight on their own. Managing your economy, judging team strength and adapting all matter.',
      '金鏟鏟之戦は定番オートバトラーのスマホ版。毎ラウンド、ショップでチャンピオンを買い、レベルを上げ、アイテムを合成して配置すると、ユニットが自動で戦う。経済の運営、編成の強さの見極め、臨機応変さがどれも大切。',
    ),
    developer: t('腾讯游戏', 'Tencent Games', 'Tencent Games'),
    publisher: t('腾讯游戏', 'Tencent Games', 'Tencent Games'),
    release_year: 2021,
    platforms: ['iOS', 'Android'],
    rating: 8.3,
  },
  entities: [
    {
      id: 1001,
      game_id: GAME_ID,
      name: t('小小英雄', 'Little Legends', 'リトルレジェンド'),
      type: 'character',
      avatar: media('entity', 1001),
      cover: media('entity-cover', 1001),
      summary: t(
        '代表玩家的可爱小形象，在棋盘边上跑来跑去。',
        'The cute avatar that represents you and runs around the board.',
        'プレイヤーの分身となる可愛いキャラ。盤面の周りを走り回る。',
      ),
      description: t(
        '小小英雄本身不参与战斗，但会在选秀环节中跑去抢英雄，也会拾取战利品球。它们的外观和动作是对局中的一大乐趣。',
        'Little Legends do not fight, but they race to grab champions during the carousel and pick up loot orbs. Their looks and animations are a big part of the fun.',
        'リトルレジェンド自体は戦わないが、選択ラウンドでチャンピオンを取りに走り、戦利品オーブを拾う。見た目やモーションも対戦の楽しみの一つ。',
      ),
      tags: [t('形象', 'Avatar', 'アバター')],
      attributes: [attr(LABEL.role, t('玩家形象', 'Player avatar', 'プレイヤーアバター'))],
    },
    {
      id: 1002,
      game_id: GAME_ID,
      name: t('金铲铲', 'Golden Spatula', '金のヘラ'),
      type: 'item',
      avatar: media('entity', 1002),
      cover: media('entity-cover', 1002),
      summary: t(
        '游戏同名的基础装备，能合成提供额外羁绊的纹章。',
        'The base item the game is named after; it combines into emblems that grant an extra trait.',
        'ゲーム名の由来となる基本アイテム。合成すると追加シナジーを与える紋章になる。',
      ),
      description: t(
        '金铲铲与其他基础装备合成后，会变成对应羁绊的纹章，让佩戴的英雄多获得一个羁绊。合理使用纹章，往往能让阵容多激活一档效果。',
        'Combined with another base item, the Spatula becomes an emblem that gives its holder an additional trait. Used well, an emblem can push your team into the next trait tier.',
        '金のヘラを他の基本アイテムと合成すると対応する紋章になり、装備したチャンピオンに特性が一つ追加される。上手く使えば編成のシナジーを一段階上げられる。',
      ),
      tags: [t('装备', 'Item', 'アイテム'), t('纹章', 'Emblem', '紋章')],
      attributes: [
        attr(LABEL.effect, t('合成纹章', 'Builds emblems', '紋章を合成')),
        attr(
          LABEL.source,
          t('野怪掉落、选秀', 'Monster drops, carousel', 'モンスターのドロップ、選択ラウンド'),
        ),
      ],
    },
    {
      id: 1003,
      game_id: GAME_ID,
      name: t('选秀环节', 'Carousel', '選択ラウンド'),
      type: 'mode',
      avatar: media('entity', 1003),
      cover: media('entity-cover', 1003),
      summary: t(
        '所有玩家在转盘上挑选一名带装备的英雄。',
        'Everyone picks one champion, item included, from a rotating carousel.',
        '全員が回転する台から装備付きチャンピオンを1体選ぶ。',
      ),
      description: t(
        '选秀时血量越低的玩家越早出发，这是落后玩家追赶的机会。选择时优先考虑装备是否契合阵容，而不是英雄本身。',
        'Players with the least health go first, giving those behind a way to catch up. Choose based on whether the item fits your team rather than on the champion.',
        '体力の少ないプレイヤーほど先に選べるため、劣勢のプレイヤーの巻き返しのチャンスになる。チャンピオンよりも、装備が編成に合うかで選ぼう。',
      ),
      tags: [t('回合', 'Round', 'ラウンド')],
      attributes: [attr(LABEL.players, t('八人同时参与', 'All eight players', '8人全員'))],
    },
  ],
  knowledge: [
    {
      id: 1001,
      game_id: GAME_ID,
      title: t('经济与利息', 'Economy and interest', '経済と利子'),
      summary: t(
        '每存10金币多1利息，最多5点，前期攒钱很关键。',
        'Every 10 gold saved earns 1 interest, up to 5: saving early pays off.',
        '10ゴールドごとに利子1、最大5。序盤の貯金が重要。',
      ),
      content: t(
        '回合结束时，每持有10金币可获得1金币利息，最多5金币。连胜或连败也会带来额外收入。前中期尽量把金币维持在50附近，再决定是升级人口还是刷新商店找三星。',
        'At the end of a round you earn 1 gold of interest per 10 gold held, up to 5. Win or loss streaks add bonus income too. Keep around 50 gold in the early and mid game, then decide whether to level up or reroll for three-stars.',
        'ラウンド終了時、所持ゴールド10ごとに1ゴールドの利子が付き、最大5。連勝や連敗でもボーナスがある。序盤〜中盤はゴールドを50前後に保ち、それからレベルを上げるかリロールで星3を狙うかを決めよう。',
      ),
      tags: [t('运营', 'Economy', '経済'), t('新手', 'Beginner', '初心者')],
      updated_at: '2025-03-21',
      entity_ids: [],
    },
    {
      id: 1002,
      game_id: GAME_ID,
      title: t('英雄升星规则', 'Upgrading champions', 'チャンピオンの星上げ'),
      summary: t(
        '三个相同英雄合成二星，三个二星合成三星。',
        'Three copies make a two-star; three two-stars make a three-star.',
        '同じチャンピオン3体で星2、星2を3体で星3。',
      ),
      content: t(
        '收集三个相同的一星英雄会自动合成二星，属性大幅提升；三个二星则合成三星。低费英雄更容易三星，适合“低费速三”的打法；高费英雄即使二星也很强。',
        'Three identical one-star champions combine automatically into a two-star with much better stats, and three two-stars make a three-star. Cheap champions are easier to three-star, which suits a reroll strategy; expensive ones are strong even at two stars.',
        '同じ星1チャンピオンを3体集めると自動で星2になり、ステータスが大きく上がる。星2を3体で星3。低コストは星3にしやすくリロール戦略向き、高コストは星2でも強力。',
      ),
      tags: [t('阵容', 'Team comps', '編成')],
      updated_at: '2025-02-05',
      entity_ids: [],
    },
    {
      id: 1003,
      game_id: GAME_ID,
      title: t('选秀拿什么', 'What to take at the carousel', '選択ラウンドで何を取るか'),
      summary: t(
        '看装备不看英雄，金铲铲是万能之选。',
        'Look at the item, not the champion; a Spatula is always a good pick.',
        'チャンピオンより装備を見る。金のヘラは万能。',
      ),
      content: t(
        '选秀时先看自己缺什么基础装备，再挑携带该装备的英雄。金铲铲能合成纹章，适配性强，常常是高手的首选。血量靠后时不要犹豫，直接去拿最需要的那件。',
        'At the carousel, work out which base item you are missing and pick the champion carrying it. A Golden Spatula can become an emblem and fits almost any plan, so strong players often take it first. When you are low on health and pick early, go straight for what you need most.',
        '選択ラウンドでは、まず足りない基本アイテムを確認し、それを持つチャンピオンを選ぶ。金のヘラは紋章になり汎用性が高いので上級者がよく最初に取る。体力が少なく先に選べるときは迷わず一番必要なものを取りに行こう。',
      ),
      tags: [t('技巧', 'Tips', 'コツ')],
      updated_at: '2025-06-15',
      entity_ids: [1002, 1003],
    },
  ],
};
