import { attr, media, t } from '../helpers';
import { LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 9;

export const peacekeeperElite: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('和平精英', 'Peacekeeper Elite', '和平精英'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('战术竞技射击', 'Battle royale shooter', 'バトルロイヤルシューター'),
    tags: [
      t('射击', 'Shooter', 'シューター'),
      t('大逃杀', 'Battle royale', 'バトロワ'),
      t('手游', 'Mobile', 'モバイル'),
    ],
    summary: t(
      '百人跳伞、搜集物资、活到最后的手机射击竞技。',
      'A hundred players parachute in, loot up and fight to be the last squad standing.',
      '100人が降下し、物資を集め、最後まで生き残るスマホ射撃バトル。',
    ),
    description: t(
      '玩家从飞机上跳伞降落到地图各处，搜集武器、护具与药品，在不断缩小的安全区内与其他队伍对抗。支持单排与四人组队，语音配合和战术选择同样重要。',
      'Players parachute from a plane onto the map, gather weapons, armour and medicine, and fight other squads inside a shrinking safe zone. Solo and four-player squads are supported, and voice teamwork matters as much as tactics.',
      '飛行機から降下してマップ各地に着地し、武器、防具、回復アイテムを集め、縮小する安全地帯で他チームと戦う。ソロと4人スクワッドがあり、ボイスでの連携も戦術と同じくらい大切。',
    ),
    developer: t('腾讯游戏', 'Tencent Games', 'Tencent Games'),
    publisher: t('腾讯游戏', 'Tencent Games', 'Tencent Games'),
    release_year: 2019,
    platforms: ['iOS', 'Android'],
    rating: 8.2,
  },
  entities: [
    {
      id: 901,
      game_id: GAME_ID,
      name: t('海岛', 'The Island', 'アイランド'),
      type: 'location',
      avatar: media('entity', 901),
      cover: media('entity-cover', 901),
      summary: t(
        '最经典的地图，城镇、山地与海岸线一应俱全。',
        'The classic map, with towns, hills and long coastlines.',
        '定番マップ。町、丘陵、海岸線がそろっている。',
      ),
      description: t(
        '海岛地形多样，既有适合巷战的城镇，也有开阔的野外。新手可以选择靠近航线边缘的小型资源点，避开热门落点的混战。',
        'The Island has varied terrain, from towns suited to close-quarters fights to wide open fields. Newcomers can pick small loot spots at the edge of the flight path to avoid the chaos of popular drops.',
        'アイランドは地形が多彩で、市街戦向きの町も開けた野外もある。初心者は飛行ルートの端にある小さな物資ポイントを選び、人気降下地点の混戦を避けよう。',
      ),
      tags: [t('经典地图', 'Classic map', '定番マップ')],
      attributes: [
        attr(LABEL.players, t('百人同局', '100 players', '100人')),
        attr(LABEL.region, t('海岛', 'Island', '島')),
      ],
    },
    {
      id: 902,
      game_id: GAME_ID,
      name: t('空投箱', 'Airdrop Crate', '補給物資'),
      type: 'item',
      avatar: media('entity', 902),
      cover: media('entity-cover', 902),
      summary: t(
        '随机投放的补给箱，常装有高级装备。',
        'Supply crates dropped at random, often holding top-tier gear.',
        'ランダムに投下される補給箱。上位装備が入っていることが多い。',
      ),
      description: t(
        '空投落地时会冒出彩色烟雾，吸引附近的所有队伍。抢空投前先观察周围掩体和敌人位置，必要时用烟雾弹掩护，切勿冲动暴露。',
        'A landing airdrop releases coloured smoke that draws in every nearby squad. Check cover and enemy positions before going for it, and use smoke grenades if needed rather than rushing in exposed.',
        '補給物資は着地時に色付きの煙を出し、周囲の全チームを引き寄せる。取りに行く前に遮蔽物と敵の位置を確認し、必要ならスモークで身を隠そう。無防備に突っ込まないこと。',
      ),
      tags: [t('物资', 'Loot', '物資')],
      attributes: [
        attr(
          LABEL.source,
          t('对局中随机投放', 'Dropped randomly during a match', '試合中にランダム投下'),
        ),
      ],
    },
    {
      id: 903,
      game_id: GAME_ID,
      name: t('三级头', 'Level 3 Helmet', 'レベル3ヘルメット'),
      type: 'item',
      avatar: media('entity', 903),
      cover: media('entity-cover', 903),
      summary: t(
        '防护能力最强的头盔，能显著降低头部伤害。',
        'The strongest helmet, greatly reducing damage to the head.',
        '最も防御力の高いヘルメット。頭部へのダメージを大きく軽減する。',
      ),
      description: t(
        '三级头通常只能在空投或少数高级资源点获得。拥有三级头时可以更积极地探头对枪，但耐久耗尽后就会损坏，注意及时替换。',
        'A Level 3 Helmet usually comes only from airdrops or a few high-tier spots. It lets you peek and trade shots more boldly, but it breaks once its durability runs out, so replace it in time.',
        'レベル3ヘルメットは主に補給物資か一部の高級物資ポイントでしか手に入らない。これがあれば撃ち合いに積極的になれるが、耐久がなくなると壊れるので早めに交換しよう。',
      ),
      tags: [t('防具', 'Armour', '防具')],
      attributes: [
        attr(
          LABEL.effect,
          t('大幅减免头部伤害', 'Greatly reduces head damage', '頭部ダメージを大幅軽減'),
        ),
        attr(
          LABEL.source,
          t('空投或高级资源点', 'Airdrops or high-tier loot spots', '補給物資や高級物資ポイント'),
        ),
      ],
    },
  ],
  knowledge: [
    {
      id: 901,
      game_id: GAME_ID,
      title: t('跳伞落点怎么选', 'Choosing where to land', '降下地点の選び方'),
      summary: t(
        '远离航线中心，落地先拿枪再搜刮。',
        'Land away from the middle of the flight path and grab a gun before anything else.',
        '飛行ルートの中心を避け、着地したらまず銃を拾う。',
      ),
      content: t(
        '航线正下方的城镇人最多。想稳定发育可以选择航线两侧较远的资源点，开伞后尽量保持高速滑翔。落地后第一件事是拿到武器，再搜集背包、护甲与药品。',
        'Towns right under the flight path are the most crowded. For a steady start, pick loot spots well off to either side and keep your glide fast after opening the chute. Once down, get a weapon first, then a backpack, armour and medicine.',
        '飛行ルート直下の町は最も人が多い。安定して育ちたいならルートの両脇の離れた物資ポイントを選び、開傘後はできるだけ速く滑空しよう。着地したらまず武器、次にバッグ、防具、回復アイテム。',
      ),
      tags: [t('新手', 'Beginner', '初心者')],
      updated_at: '2025-02-20',
      entity_ids: [901],
    },
    {
      id: 902,
      game_id: GAME_ID,
      title: t('安全区转移技巧', 'Moving with the safe zone', '安全地帯への移動'),
      summary: t(
        '提前进圈、沿圈边推进，别在圈外被动挨打。',
        'Rotate early, move along the zone edge and never get caught outside it.',
        '早めに安全地帯へ入り、縁に沿って進む。外で追い込まれないこと。',
      ),
      content: t(
        '安全区会分阶段缩小，圈外会持续损失生命值。确认下一个安全区后尽早规划路线，优先找载具。转移时沿着圈边推进可以减少被背后偷袭的方向；决赛圈里，好的掩体比好的枪更重要。',
        'The safe zone shrinks in stages and being outside drains your health. Plan your route as soon as the next zone is shown, and find a vehicle if you can. Moving along the zone edge limits the directions you can be flanked from; in the final circles, good cover matters more than a good gun.',
        '安全地帯は段階的に縮小し、外にいると体力が減り続ける。次の安全地帯が表示されたらすぐにルートを考え、できれば車両を確保しよう。縁に沿って移動すると背後を取られる方向が減る。最終盤では良い武器より良い遮蔽物が重要。',
      ),
      tags: [t('战术', 'Tactics', '戦術')],
      updated_at: '2025-04-04',
      entity_ids: [],
    },
    {
      id: 903,
      game_id: GAME_ID,
      title: t('配件与压枪', 'Attachments and recoil control', 'アタッチメントと反動制御'),
      summary: t(
        '补偿器和握把减少后坐力，训练场练好压枪。',
        'Compensators and grips reduce recoil; practise control on the training ground.',
        'コンペンセイターとグリップで反動を抑え、訓練場で練習しよう。',
      ),
      content: t(
        '步枪装上补偿器、垂直握把后，连射时的枪口上跳会明显减小。进训练场对着墙连射，观察弹孔分布，再调整手指下拉的速度，就能逐渐掌握压枪。中远距离建议点射而不是一直按住。',
        'With a compensator and vertical grip on a rifle, muzzle climb during full-auto fire drops noticeably. Spray at a wall on the training ground, study the bullet pattern and adjust how fast you pull down to learn recoil control. At mid to long range, tap-fire instead of holding the trigger.',
        'ライフルにコンペンセイターとバーティカルグリップを付けると、連射時の跳ね上がりが大きく減る。訓練場で壁に向かって連射し、弾痕の散らばりを見ながら指を引き下げる速さを調整すれば反動制御が身につく。中〜遠距離では押しっぱなしより指切り撃ちを。',
      ),
      tags: [t('射击', 'Shooting', '射撃'), t('进阶', 'Intermediate', '中級')],
      updated_at: '2025-05-25',
      entity_ids: [903],
    },
  ],
};
