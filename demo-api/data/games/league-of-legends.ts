import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 3;

export const leagueOfLegends: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('英雄联盟', 'League of Legends', 'リーグ・オブ・レジェンド'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('多人在线战术竞技', 'MOBA', 'MOBA'),
    tags: [t('5V5', '5v5', '5対5'), t('电竞', 'Esports', 'eスポーツ'), t('PC', 'PC', 'PC')],
    summary: t(
      '在召唤师峡谷里与队友协作，摧毁敌方水晶枢纽。',
      "Work with your team on Summoner's Rift to destroy the enemy Nexus.",
      'サモナーズリフトで仲間と協力し、敵のネクサスを破壊しよう。',
    ),
    description: t(
      '英雄联盟是最具代表性的PC端MOBA之一，拥有一百多位风格各异的英雄和成熟的职业赛事体系。对线、打野、团战与资源控制层层递进，每一局都有新的决策。',
      'League of Legends is one of the defining PC MOBAs, with well over a hundred distinct champions and a mature esports scene. Laning, jungling, team fights and objective control build on each other, so every match asks for new decisions.',
      'リーグ・オブ・レジェンドはPC向けMOBAの代表作で、100体を超える個性的なチャンピオンと成熟したプロリーグを持つ。レーン戦、ジャングル、集団戦、オブジェクト管理が重なり合い、毎試合新しい判断が求められる。',
    ),
    developer: t('拳头游戏', 'Riot Games', 'Riot Games'),
    publisher: t('腾讯游戏（中国大陆）', 'Riot Games', 'Riot Games'),
    release_year: 2009,
    platforms: ['PC'],
    rating: 9.0,
  },
  entities: [
    {
      id: 301,
      game_id: GAME_ID,
      name: t('亚索', 'Yasuo', 'ヤスオ'),
      type: 'character',
      avatar: media('entity', 301),
      cover: media('entity-cover', 301),
      summary: t(
        '疾风剑豪，以风之障壁格挡飞行道具的剑客。',
        'The Unforgiven: a swordsman whose Wind Wall blocks projectiles.',
        '疾風剣豪。風の壁で飛び道具を防ぐ剣士。',
      ),
      description: t(
        '亚索的普攻暴击收益很高，穿梭于小兵之间的位移让他在对线中灵活多变。他的大招需要队友先把敌人击飞，因此与击飞型英雄配合极佳。',
        'Yasuo gets a lot from critical strikes, and his dash through minions makes him slippery in lane. His ultimate needs enemies knocked airborne first, so he pairs well with champions who provide knock-ups.',
        'ヤスオはクリティカルの恩恵が大きく、ミニオンを渡り歩くダッシュでレーン戦も柔軟。アルティメットは敵を打ち上げてから使うため、打ち上げを持つチャンピオンとの相性が抜群。',
      ),
      tags: [t('战士', 'Fighter', 'ファイター'), t('中单', 'Mid', 'ミッド')],
      attributes: [
        attr(LABEL.role, t('战士 / 刺客', 'Fighter / Assassin', 'ファイター / アサシン')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
    {
      id: 302,
      game_id: GAME_ID,
      name: t('阿狸', 'Ahri', 'アーリ'),
      type: 'character',
      avatar: media('entity', 302),
      cover: media('entity-cover', 302),
      summary: t(
        '九尾妖狐，机动性极强的中路法师。',
        'The Nine-Tailed Fox, a highly mobile mid-lane mage.',
        '九尾の狐。機動力の高いミッドメイジ。',
      ),
      description: t(
        '阿狸的魅惑技能能打断敌人并让其走向自己，大招提供三段位移，既能追击也能逃生。操作直观，是练习中单的常见选择。',
        'Ahri’s Charm interrupts an enemy and makes them walk toward her, and her ultimate gives three dashes for chasing or escaping. She is intuitive to play and a common choice for learning the mid lane.',
        'アーリの魅了は敵を妨害しつつ自分のほうへ歩かせ、アルティメットは3回のダッシュで追撃にも逃走にも使える。操作が直感的で、ミッドの練習によく選ばれる。',
      ),
      tags: [t('法师', 'Mage', 'メイジ'), t('中单', 'Mid', 'ミッド')],
      attributes: [
        attr(LABEL.lane, t('中路', 'Mid lane', 'ミッドレーン')),
        attr(LABEL.difficulty, DIFFICULTY.medium),
      ],
    },
    {
      id: 303,
      game_id: GAME_ID,
      name: t('纳什男爵', 'Baron Nashor', 'バロン・ナッシャー'),
      type: 'boss',
      avatar: media('entity', 303),
      cover: media('entity-cover', 303),
      summary: t(
        '峡谷上路河道的史诗级野怪，俗称“大龙”。',
        'The epic monster in the top-side river pit, the biggest objective on the map.',
        '上側の川に潜むエピックモンスター。マップ最大のオブジェクト。',
      ),
      description: t(
        '击杀纳什男爵的队伍会获得强化回城和强化小兵的增益，用来推塔和结束比赛。大龙附近往往爆发决定胜负的团战，开打前务必先布置视野。',
        'The team that slays Baron Nashor gains a buff that empowers recalls and nearby minions, perfect for pushing towers and closing the game. Deciding fights often break out at the Baron pit, so secure vision first.',
        'バロン・ナッシャーを倒したチームはリコールとミニオンを強化するバフを得て、タワー攻めや試合の決着に使える。勝敗を分ける集団戦が起きやすいので、挑む前に視界を確保しよう。',
      ),
      tags: [t('史诗野怪', 'Epic monster', 'エピックモンスター')],
      attributes: [
        attr(LABEL.location, t('上路河道', 'Top-side river', '上側の川')),
        attr(
          LABEL.effect,
          t('强化小兵与回城', 'Empowers minions and recall', 'ミニオンとリコールを強化'),
        ),
      ],
    },
  ],
  knowledge: [
    {
      id: 301,
      game_id: GAME_ID,
      title: t('补刀与经济', 'Last hitting and gold', 'ラストヒットとゴールド'),
      summary: t(
        '给小兵最后一击才能拿到金币，补刀是最重要的基本功。',
        'Only the killing blow on a minion pays gold, so last hitting is the core skill.',
        'ミニオンにとどめを刺したときだけゴールドが入る。ラストヒットは最重要の基本。',
      ),
      content: t(
        '对线期的经济主要来自补刀。练习方法：在训练模式里只用普攻补兵，十分钟目标80刀左右。推线时注意兵线位置，靠近己方防御塔的兵线更安全，也更容易让对手漏刀。',
        'Most lane-phase gold comes from last hits. Practise in training mode using only basic attacks and aim for about 80 at ten minutes. Watch where the wave sits: a wave near your own tower is safer and makes your opponent miss minions.',
        'レーン戦のゴールドはほとんどがラストヒット。練習モードで通常攻撃だけを使い、10分で80体前後を目標にしよう。ウェーブの位置にも注意。自軍タワー寄りのウェーブは安全で、相手はCSを落としやすい。',
      ),
      tags: [t('基本功', 'Fundamentals', '基本'), t('对线', 'Laning', 'レーン戦')],
      updated_at: '2025-01-22',
      entity_ids: [],
    },
    {
      id: 302,
      game_id: GAME_ID,
      title: t('召唤师技能怎么带', 'Choosing summoner spells', 'サモナースペルの選び方'),
      summary: t(
        '闪现几乎必带，另一个技能看位置决定。',
        'Flash is nearly always taken; the second spell depends on your role.',
        'フラッシュはほぼ必須。もう一つはポジション次第。',
      ),
      content: t(
        '闪现提供瞬间位移，冷却时间很长，交出闪现后对手会更激进。中单和辅助常带点燃提升击杀能力，上单常带传送支援全图，打野必须携带惩戒。记录对手交闪的时间，是与队友沟通的好习惯。',
        'Flash is an instant blink with a long cooldown; once it is used, the enemy will play more aggressively. Mid laners and supports often take Ignite for kill pressure, top laners take Teleport to join fights anywhere, and junglers must take Smite. Tracking when enemies burn Flash is a great habit to share with your team.',
        'フラッシュは瞬間移動でクールタイムが長く、使ったあとは相手が強気になる。ミッドやサポートはキル圧を上げるイグナイト、トップはどこへでも駆けつけるテレポート、ジャングルはスマイトが必須。相手のフラッシュ使用時間を記録して味方と共有しよう。',
      ),
      tags: [t('新手', 'Beginner', '初心者')],
      updated_at: '2025-03-03',
      entity_ids: [302],
    },
    {
      id: 303,
      game_id: GAME_ID,
      title: t('元素龙与大龙的节奏', 'Dragons, Baron and tempo', 'ドラゴンとバロンのテンポ'),
      summary: t(
        '小龙叠增益，大龙推节奏，资源决定比赛走向。',
        'Drakes stack buffs, Baron pushes tempo: objectives decide the game.',
        'ドラゴンはバフを積み、バロンでテンポを握る。オブジェクトが勝敗を左右する。',
      ),
      content: t(
        '元素龙会给全队提供永久增益，一方拿到四条后获得龙魂。中期优势方应围绕下一条龙提前推线、布视野；劣势方可以用换资源的方式拖延。拿下纳什男爵后要立刻推进，不要带着增益在野区闲逛。',
        'Elemental drakes give your whole team permanent buffs, and the fourth one grants a Dragon Soul. In mid game the leading team should push waves and place vision before the next drake spawns; the trailing team can trade objectives to stall. After Baron, push right away instead of wandering the jungle with the buff.',
        'エレメンタルドラゴンはチーム全体に永続バフを与え、4体目でドラゴンソウルを得る。中盤は有利側が次のドラゴンに向けてウェーブを押し、視界を置く。不利側はオブジェクト交換で時間を稼ぐ。バロンを取ったらすぐに攻め込み、バフを持ったままジャングルをうろつかないこと。',
      ),
      tags: [t('资源', 'Objectives', 'オブジェクト'), t('进阶', 'Intermediate', '中級')],
      updated_at: '2025-06-08',
      entity_ids: [303],
    },
  ],
};
