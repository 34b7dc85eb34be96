import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 4;

export const naraka: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('永劫无间', 'NARAKA: BLADEPOINT', 'NARAKA: BLADEPOINT'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('武侠动作竞技', 'Martial-arts action battle royale', '武侠アクションバトルロイヤル'),
    tags: [
      t('冷兵器', 'Melee', '近接戦'),
      t('大逃杀', 'Battle royale', 'バトロワ'),
      t('钩锁', 'Grappling hook', 'フック'),
    ],
    summary: t(
      '以近战冷兵器和飞檐走壁为核心的多人竞技。',
      'A multiplayer battle royale built on melee weapons and wall-running acrobatics.',
      '近接武器と壁走りのアクションが主役のマルチプレイ対戦。',
    ),
    description: t(
      '玩家在聚窟洲上搜集武器与魂玉，通过拼刀、振刀和钩锁机动与其他玩家一决高下。英雄拥有各自的技能和奥义，单排、三排都有不同的战术乐趣。',
      'Players gather weapons and soul jades across Morus Island and duel others with clashing blades, parries and grappling-hook movement. Each hero has their own skill and ultimate, so solo and trio matches feel tactically different.',
      '聚窟洲で武器と魂玉を集め、刃のぶつけ合い、パリィ、フックによる機動で他のプレイヤーと戦う。ヒーローごとに固有スキルと奥義があり、ソロとトリオで異なる戦術が楽しめる。',
    ),
    developer: t('24 Entertainment', '24 Entertainment', '24 Entertainment'),
    publisher: t('网易游戏', 'NetEase Games', 'NetEase Games'),
    release_year: 2021,
    platforms: ['PC', 'PlayStation', 'Xbox'],
    rating: 8.4,
  },
  entities: [
    {
      id: 401,
      game_id: GAME_ID,
      name: t('宁红夜', 'Viper Ning', 'ヴァイパー・ニン'),
      type: 'character',
      avatar: media('entity', 401),
      cover: media('entity-cover', 401),
      summary: t(
        '擅长突进与控制的女剑客，是许多玩家的入门英雄。',
        'A swordswoman who excels at engaging and crowd control, a common first hero.',
        '突進と行動妨害が得意な女剣士。最初に使う人が多いヒーロー。',
      ),
      description: t(
        '宁红夜的技能可以快速拉近距离并限制对手，奥义能在混战中制造大范围的控制。操作直观，适合刚开始熟悉拼刀节奏的玩家。',
        "Viper Ning's skill closes distance fast and locks opponents down, and her ultimate creates wide-area control in brawls. She is intuitive and suits players still learning the rhythm of melee clashes.",
        'ヴァイパー・ニンのスキルは素早く距離を詰めて相手を封じ、奥義は乱戦で広範囲の妨害を生む。操作が直感的で、近接戦のリズムを覚えたい人に向く。',
      ),
      tags: [t('突进', 'Engage', '突進'), t('新手推荐', 'Beginner pick', '初心者おすすめ')],
      attributes: [
        attr(LABEL.role, t('突进 / 控制', 'Engage / Control', '突進 / 妨害')),
        attr(LABEL.difficulty, DIFFICULTY.easy),
      ],
    },
    {
      id: 402,
      game_id: GAME_ID,
      name: t('迦南', 'Matari', 'マタリ'),
      type: 'character',
      avatar: media('entity', 402),
      cover: media('entity-cover', 402),
      summary: t(
        '擅长隐匿与闪避的刺客型英雄。',
        'An assassin-style hero who specialises in stealth and evasion.',
        '隠密と回避に長けたアサシン型ヒーロー。',
      ),
      description: t(
        '迦南可以在短时间内隐去身形并快速转移，适合绕后偷袭与脱离战斗。她需要耐心寻找时机，正面硬拼并不占优。',
        'Matari can vanish for a moment and reposition quickly, ideal for flanking and escaping. She rewards patience and timing rather than head-on fights.',
        'マタリは短時間姿を消して素早く移動でき、背後からの奇襲や離脱に向く。正面からの殴り合いは得意ではなく、タイミングを待つ忍耐が大切。',
      ),
      tags: [t('刺客', 'Assassin', 'アサシン'), t('机动', 'Mobility', '機動力')],
      attributes: [
        attr(LABEL.role, t('刺客 / 机动', 'Assassin / Mobility', 'アサシン / 機動')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
    {
      id: 403,
      game_id: GAME_ID,
      name: t('钩锁', 'Grappling Hook', 'フック'),
      type: 'item',
      avatar: media('entity', 403),
      cover: media('entity-cover', 403),
      summary: t(
        '人人都有的机动道具，用于攀爬、追击和撤退。',
        'Everyone’s movement tool, for climbing, chasing and retreating.',
        '全員が持つ移動ツール。登攀、追撃、撤退に使う。',
      ),
      description: t(
        '钩锁可以勾住建筑、树木甚至敌人，快速移动。钩锁数量有限，需要拾取补充；会用钩锁拉开距离，往往比多一件武器更能救命。',
        'The hook latches onto buildings, trees and even enemies for fast movement. Charges are limited and must be picked up again; knowing how to create distance with it often saves you more than a better weapon.',
        'フックは建物や木、さらには敵に引っかけて高速移動できる。回数に限りがあり拾って補充する。フックで距離を取る技術は、強い武器よりも命を救うことが多い。',
      ),
      tags: [t('机动', 'Mobility', '機動力'), t('道具', 'Item', 'アイテム')],
      attributes: [
        attr(LABEL.effect, t('快速位移', 'Fast movement', '高速移動')),
        attr(
          LABEL.source,
          t('初始携带，可拾取补充', 'Starting item; refill by looting', '初期所持、拾って補充'),
        ),
      ],
    },
  ],
  knowledge: [
    {
      id: 401,
      game_id: GAME_ID,
      title: t('拼刀的克制关系', 'The clash triangle', '打ち合いの三すくみ'),
      summary: t(
        '普攻、蓄力、振刀，三者循环克制。',
        'Normal attacks, charged attacks and parries beat each other in a loop.',
        '通常攻撃、溜め攻撃、パリィは三すくみの関係。',
      ),
      content: t(
        '蓄力攻击带有霸体，可以顶着普攻打出；振刀可以反制蓄力攻击并缴械对手；而振刀的前摇会被普攻打断。读懂对手的习惯，在三者之间切换，是近战的核心乐趣。',
        "Charged attacks have super armour and push through normal attacks; a parry counters a charged attack and disarms the attacker; and a parry's wind-up is interrupted by normal attacks. Reading your opponent's habits and switching between the three is the heart of melee.",
        '溜め攻撃はスーパーアーマー付きで通常攻撃を押し切る。パリィは溜め攻撃を返して相手の武器を落とす。そしてパリィの予備動作は通常攻撃で潰される。相手の癖を読み、三つを使い分けるのが近接戦の醍醐味。',
      ),
      tags: [t('战斗', 'Combat', '戦闘'), t('核心机制', 'Core mechanic', 'コアシステム')],
      updated_at: '2025-04-15',
      entity_ids: [401],
    },
    {
      id: 402,
      game_id: GAME_ID,
      title: t('钩锁进阶用法', 'Advanced grappling hook use', 'フックの応用テクニック'),
      summary: t(
        '留一格钩锁保命，是老手的默认习惯。',
        'Veterans always keep one hook charge in reserve for escapes.',
        'フックを1回分残しておくのがベテランの常識。',
      ),
      content: t(
        '进攻时可以用钩锁从高处突袭，打对手一个措手不及；撤退时向侧面或高处钩，比直线逃跑更难被追。任何时候都尽量保留一格钩锁，用于被围攻时脱身。',
        'When attacking, hook in from above to catch enemies off guard. When retreating, hook sideways or upward; it is far harder to chase than running straight. Keep at least one charge at all times so you can break out when surrounded.',
        '攻めるときは高所からフックで奇襲し、相手の不意を突く。撤退時は横や上へフックすると、まっすぐ逃げるより追われにくい。囲まれたときの脱出用に、常に1回分は残しておこう。',
      ),
      tags: [t('机动', 'Mobility', '機動力'), t('进阶', 'Intermediate', '中級')],
      updated_at: '2025-05-06',
      entity_ids: [403],
    },
    {
      id: 403,
      game_id: GAME_ID,
      title: t('前期搜集路线', 'Early-game looting route', '序盤の物資集めルート'),
      summary: t(
        '先武器后魂玉，落地三十秒内完成基本武装。',
        'Weapon first, soul jades second: be armed within thirty seconds of landing.',
        'まず武器、次に魂玉。着地後30秒以内に最低限の装備を。',
      ),
      content: t(
        '落地后优先寻找一把熟悉的近战武器，再搜集护甲和魂玉。避免在人多的热门区域长时间搜刮，先确保安全再提升装备品质。',
        'After landing, find a melee weapon you know first, then armour and soul jades. Avoid lingering in crowded hot spots; secure your safety before chasing better gear.',
        '着地したらまず使い慣れた近接武器を探し、それから防具と魂玉を集める。人の多い人気エリアに長居せず、安全を確保してから装備の質を上げよう。',
      ),
      tags: [t('新手', 'Beginner', '初心者')],
      updated_at: '2025-02-27',
      entity_ids: [],
    },
  ],
};
