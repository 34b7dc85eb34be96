import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 11;

export const eldenRing: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('艾尔登法环', 'Elden Ring', 'エルデンリング'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('开放世界动作角色扮演', 'Open-world action RPG', 'オープンワールドアクションRPG'),
    tags: [
      t('魂系', 'Soulslike', 'ソウルライク'),
      t('开放世界', 'Open world', 'オープンワールド'),
      t('高难度', 'Challenging', '高難度'),
    ],
    summary: t(
      '褪色者重返交界地，在广阔世界中挑战半神。',
      'The Tarnished return to the Lands Between to challenge the demigods across a vast world.',
      '褪せ人が狭間の地へ戻り、広大な世界で半神たちに挑む。',
    ),
    description: t(
      '艾尔登法环把高难度的动作战斗放进了可以自由探索的开放世界。遇到打不过的敌人，可以先去别处探索、升级、寻找新的装备与骨灰，再回来挑战。地下城、城堡与隐藏区域等待着好奇心强的玩家。',
      'Elden Ring places demanding action combat in an open world you can explore freely. If an enemy is too tough, go elsewhere to explore, level up and find new gear and Spirit Ashes, then come back. Dungeons, castles and hidden areas reward the curious.',
      'エルデンリングは高難度のアクション戦闘を自由に探索できるオープンワールドに置いた作品。勝てない敵がいれば別の場所を探索し、レベルを上げ、新しい装備や遺灰を見つけてから再挑戦できる。ダンジョン、城、隠しエリアが好奇心旺盛なプレイヤーを待っている。',
    ),
    developer: t('FromSoftware', 'FromSoftware', 'フロム・ソフトウェア'),
    publisher: t('万代南梦宫', 'Bandai Namco', 'フロム・ソフトウェア / バンダイナムコ'),
    release_year: 2022,
    platforms: ['PC', 'PlayStation', 'Xbox'],
    rating: 9.5,
  },
  entities: [
    {
      id: 1101,
      game_id: GAME_ID,
      name: t('梅琳娜', 'Melina', 'メリナ'),
      type: 'character',
      avatar: media('entity', 1101),
      cover: media('entity-cover', 1101),
      summary: t(
        '神秘的引导者，替褪色者将卢恩转化为力量。',
        'A mysterious guide who turns runes into strength for the Tarnished.',
        '褪せ人のためにルーンを力に変える謎めいた導き手。',
      ),
      description: t(
        '梅琳娜在旅程初期与褪色者立下约定，赠予灵马托雷特，并在赐福处帮助升级。她的真实身份与目的随着故事推进逐渐揭晓。',
        'Melina makes a pact with the Tarnished early on, gives them the spirit steed Torrent and levels them up at Sites of Grace. Her true identity and purpose unfold as the story goes on.',
        'メリナは旅の序盤に褪せ人と約束を交わし、霊馬トレントを授け、祝福でレベルアップを手伝う。その正体と目的は物語が進むにつれ明かされていく。',
      ),
      tags: [t('引导者', 'Guide', '導き手')],
      attributes: [
        attr(LABEL.role, t('引导者（非战斗）', 'Guide (non-combat)', '導き手（非戦闘）')),
        attr(LABEL.location, t('赐福处', 'Sites of Grace', '祝福')),
      ],
    },
    {
      id: 1102,
      game_id: GAME_ID,
      name: t('灵马托雷特', 'Torrent', '霊馬トレント'),
      type: 'character',
      avatar: media('entity', 1102),
      cover: media('entity-cover', 1102),
      summary: t(
        '可以二段跳的灵马，开放世界中最好的伙伴。',
        'A spectral steed that can double-jump, your best friend in the open world.',
        '二段ジャンプできる霊馬。オープンワールドの最高の相棒。',
      ),
      description: t(
        '托雷特能在野外随时召唤，骑乘时可以快速赶路、借助灵气流跳上高处，也能进行骑马战斗。它在大多数地下城中无法召唤。',
        'Torrent can be summoned anywhere outdoors for fast travel, riding spiritspring updrafts to high places and fighting on horseback. He cannot be summoned in most dungeons.',
        'トレントは屋外ならいつでも呼び出せ、高速移動、霊気流に乗っての高所への跳躍、騎乗戦闘ができる。ほとんどのダンジョンでは呼び出せない。',
      ),
      tags: [t('坐骑', 'Mount', '乗り物')],
      attributes: [attr(LABEL.source, t('梅琳娜赠予', 'Given by Melina', 'メリナから授かる'))],
    },
    {
      id: 1103,
      game_id: GAME_ID,
      name: t('玛莲妮亚', 'Malenia', 'マレニア'),
      type: 'boss',
      avatar: media('entity', 1103),
      cover: media('entity-cover', 1103),
      summary: t(
        '“女武神”玛莲妮亚，以难度著称的可选首领。',
        'Malenia, Blade of Miquella: an optional boss famous for her difficulty.',
        '「ミケラの刃」マレニア。高難度で知られる任意ボス。',
      ),
      description: t(
        '玛莲妮亚的攻击命中时会为自己回复生命，“水鸟乱舞”连击更是让无数玩家倒下。建议提升生命值、学习应对连击的闪避方向，并准备可靠的骨灰分担压力。',
        'Malenia heals herself whenever her attacks land, and her Waterfowl Dance has felled countless players. Raise your vigour, learn which way to dodge her flurries and bring reliable Spirit Ashes to share the pressure.',
        'マレニアは攻撃が当たるたびに体力を回復し、「水鳥乱舞」は数え切れないプレイヤーを倒してきた。生命力を上げ、連撃を避ける方向を覚え、頼れる遺灰で負担を分散させよう。',
      ),
      tags: [t('首领', 'Boss', 'ボス'), t('可选', 'Optional', '任意')],
      attributes: [
        attr(LABEL.location, t('圣树深处', 'Deep within the Haligtree', '聖樹の奥')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
  ],
  knowledge: [
    {
      id: 1101,
      game_id: GAME_ID,
      title: t('赐福与死亡', 'Sites of Grace and dying', '祝福と死'),
      summary: t(
        '赐福处是存档点，死亡会掉落卢恩，记得捡回来。',
        'Sites of Grace are checkpoints; dying drops your runes, so go back for them.',
        '祝福はチェックポイント。死ぬとルーンを落とすので拾いに戻ろう。',
      ),
      content: t(
        '在赐福处休息会恢复状态并重置大部分敌人。死亡后身上的卢恩会留在死亡地点，回到那里就能拾回；如果再次死亡，这些卢恩就会消失。攒够卢恩就尽快升级，别带着大量卢恩冒险。',
        'Resting at a Site of Grace restores you and resets most enemies. When you die, your runes stay where you fell and you can pick them up by returning; die again before that and they are gone. Level up as soon as you have enough rather than carrying a fortune into danger.',
        '祝福で休むと状態が回復し、ほとんどの敵が復活する。死ぬとルーンはその場に残り、戻れば回収できるが、その前にもう一度死ぬと失われる。ルーンが貯まったら早めにレベルを上げ、大金を持ったまま危険に飛び込まないこと。',
      ),
      tags: [t('新手', 'Beginner', '初心者')],
      updated_at: '2025-01-15',
      entity_ids: [1101],
    },
    {
      id: 1102,
      game_id: GAME_ID,
      title: t('骨灰：召唤帮手', 'Spirit Ashes: summoning help', '遺灰：助っ人を呼ぶ'),
      summary: t(
        '在特定区域召唤灵体分散首领注意力。',
        'Summon spirits in marked areas to split a boss’s attention.',
        '特定の場所で霊体を呼び出し、ボスの注意をそらす。',
      ),
      content: t(
        '获得“灵唤铃”后，可以在有召唤标记的区域使用骨灰召唤灵体助战。灵体能吸引首领攻击，给你争取回血和输出的时间。通过强化骨灰可以提升灵体的强度，别忘了常用的那几只。',
        'Once you have the Spirit Calling Bell, you can use Spirit Ashes to summon spirit allies in areas marked for summoning. Spirits draw a boss’s attacks and buy you time to heal and deal damage. Upgrading your favourite ashes makes them much stronger.',
        '「霊呼びの鈴」を手に入れると、召喚可能な場所で遺灰を使い霊体を呼び出せる。霊体はボスの攻撃を引き付け、回復や攻撃の時間を稼いでくれる。よく使う遺灰は強化を忘れずに。',
      ),
      tags: [t('战斗', 'Combat', '戦闘')],
      updated_at: '2025-03-11',
      entity_ids: [1103],
    },
    {
      id: 1103,
      game_id: GAME_ID,
      title: t('卡关了怎么办', 'Stuck on a boss?', 'ボスで詰まったら'),
      summary: t(
        '开放世界的答案：先去别处逛逛。',
        'The open-world answer: go somewhere else for a while.',
        'オープンワールドならではの答え：一度ほかを探索しよう。',
      ),
      content: t(
        '打不过某个首领时，不必反复硬闯。骑上托雷特探索其他方向，打几个地下城、收集锻造石强化武器、提升等级，回来时往往会轻松许多。调整战灰和武器类型，也可能找到更适合自己的打法。',
        'When a boss keeps beating you, there is no need to bang your head against it. Ride Torrent in another direction, clear a few dungeons, gather smithing stones to upgrade your weapon and level up; it is often much easier when you return. Changing your Ash of War or weapon type may also reveal a style that suits you better.',
        '勝てないボスに何度も挑む必要はない。トレントに乗って別の方向を探索し、ダンジョンをいくつか攻略し、鍛石で武器を強化してレベルを上げれば、戻ったときにずっと楽になることが多い。戦灰や武器種を変えると自分に合った戦い方が見つかるかもしれない。',
      ),
      tags: [t('技巧', 'Tips', 'コツ')],
      updated_at: '2025-05-18',
      entity_ids: [1102],
    },
  ],
};
