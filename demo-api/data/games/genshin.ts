import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 1;

export const genshin: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('原神', 'Genshin Impact', '原神'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('开放世界动作角色扮演', 'Open-world action RPG', 'オープンワールドアクションRPG'),
    tags: [
      t('开放世界', 'Open world', 'オープンワールド'),
      t('元素反应', 'Elemental reactions', '元素反応'),
      t('多人合作', 'Co-op', '協力プレイ'),
    ],
    summary: t(
      '在提瓦特大陆上寻找失散的血亲，用七种元素的组合克敌制胜。',
      'Search Teyvat for your lost sibling and win fights by combining seven elements.',
      'テイワット大陸で生き別れた肉親を探し、七つの元素を組み合わせて戦う。',
    ),
    description: t(
      '玩家作为来自异世界的旅行者，与向导派蒙一起探索蒙德、璃月、稻妻等风格迥异的国度。战斗的核心是切换角色、叠加元素制造反应；地图上布满解谜、宝箱与秘境，适合一边闲逛一边慢慢养成。',
      'You play a traveller from another world who explores nations such as Mondstadt, Liyue and Inazuma with the guide Paimon. Combat is about switching characters and layering elements to trigger reactions, and the map is full of puzzles, chests and domains for a relaxed, steady pace.',
      '異世界から来た旅人として、案内役のパイモンと共にモンド、璃月、稲妻など個性豊かな国を巡る。戦闘の要はキャラクターを切り替えて元素を重ね、反応を起こすこと。マップには謎解きや宝箱、秘境がたくさんあり、のんびり育成を楽しめる。',
    ),
    developer: t('米哈游', 'HoYoverse', 'HoYoverse'),
    publisher: t('米哈游', 'HoYoverse', 'HoYoverse'),
    release_year: 2020,
    platforms: ['PC', 'iOS', 'Android', 'PlayStation'],
    rating: 9.1,
  },
  entities: [
    {
      id: 101,
      game_id: GAME_ID,
      name: t('旅行者', 'Traveler', '旅人'),
      type: 'character',
      avatar: media('entity', 101),
      cover: media('entity-cover', 101),
      summary: t(
        '故事的主角，在陌生的世界里寻找被神明拆散的血亲。',
        'The protagonist, searching a strange world for the sibling a god took away.',
        '物語の主人公。神に引き離された肉親を探して見知らぬ世界を旅する。',
      ),
      description: t(
        '旅行者能与各地的七天神像共鸣，获得不同元素的力量，因此可以根据队伍需要切换元素。主线剧情围绕旅行者与血亲的重逢展开。',
        'The Traveler can resonate with the Statues of The Seven and take on different elements, so they fit many teams. The main story follows their search for their sibling.',
        '旅人は各地の七天神像と共鳴して様々な元素の力を得られるため、編成に合わせて元素を切り替えられる。メインストーリーは肉親との再会を軸に進む。',
      ),
      tags: [t('主角', 'Protagonist', '主人公'), t('多元素', 'Multi-element', '多元素')],
      attributes: [
        attr(LABEL.weapon, t('单手剑', 'Sword', '片手剣')),
        attr(LABEL.element, t('可切换', 'Switchable', '切り替え可能')),
        attr(LABEL.difficulty, DIFFICULTY.easy),
      ],
    },
    {
      id: 102,
      game_id: GAME_ID,
      name: t('派蒙', 'Paimon', 'パイモン'),
      type: 'character',
      avatar: media('entity', 102),
      cover: media('entity-cover', 102),
      summary: t(
        '旅途中最好的伙伴，也是被调侃为“应急食品”的向导。',
        'Your best travel companion and guide, often teased as "emergency food".',
        '旅の最高の仲間で案内役。「非常食」といじられることも。',
      ),
      description: t(
        '派蒙在旅行者钓鱼时被救起，从此一路同行。她负责解说世界观、给人物起外号，也是玩家最熟悉的声音。',
        'Paimon was fished out of a lake by the Traveler and has travelled with them ever since. She explains the world, hands out nicknames and is the voice players know best.',
        'パイモンは旅人に湖から釣り上げられて以来ずっと同行している。世界観を説明し、人にあだ名をつける、プレイヤーにいちばん身近な存在。',
      ),
      tags: [t('向导', 'Guide', '案内役'), t('吉祥物', 'Mascot', 'マスコット')],
      attributes: [
        attr(LABEL.role, t('向导（不可操作）', 'Guide (not playable)', '案内役（操作不可）')),
        attr(LABEL.faction, t('旅行者的伙伴', "Traveler's companion", '旅人の仲間')),
      ],
    },
    {
      id: 103,
      game_id: GAME_ID,
      name: t('钟离', 'Zhongli', '鍾離'),
      type: 'character',
      avatar: media('entity', 103),
      cover: media('entity-cover', 103),
      summary: t(
        '往生堂的客卿，博学而从容，岩元素的护盾专家。',
        'A consultant of the Wangsheng Funeral Parlor, learned and calm, and a Geo shield specialist.',
        '往生堂の客卿。博識で落ち着いた、岩元素のシールド役。',
      ),
      description: t(
        '钟离的元素战技可以生成坚固的玉璋护盾，并降低周围敌人的抗性，是许多队伍的万能辅助。剧情中他对璃月的历史了如指掌。',
        "Zhongli's skill raises a sturdy Jade Shield and lowers nearby enemies' resistances, which makes him a support that fits almost any team. In the story he knows Liyue's history inside out.",
        '鍾離の元素スキルは強固な玉璋シールドを張り、周囲の敵の耐性を下げるため、多くの編成で活躍する万能サポーター。物語では璃月の歴史に精通している。',
      ),
      tags: [t('护盾', 'Shield', 'シールド'), t('璃月', 'Liyue', '璃月')],
      attributes: [
        attr(LABEL.element, t('岩', 'Geo', '岩')),
        attr(LABEL.weapon, t('长柄武器', 'Polearm', '長柄武器')),
        attr(LABEL.rarity, t('五星', '5-star', '星5')),
      ],
    },
    {
      id: 104,
      game_id: GAME_ID,
      name: t('蒙德', 'Mondstadt', 'モンド'),
      type: 'location',
      avatar: media('entity', 104),
      cover: media('entity-cover', 104),
      summary: t(
        '风与自由之城，旅途开始的地方。',
        'The city of wind and freedom, where the journey begins.',
        '風と自由の都。旅が始まる場所。',
      ),
      description: t(
        '蒙德坐落在湖心岛上，由西风骑士团守护。城外的风车、草原与低语森林适合新人熟悉操作和采集。',
        'Mondstadt sits on an island in a lake and is guarded by the Knights of Favonius. The windmills, meadows and Whispering Woods around it are a gentle place to learn the controls and gather materials.',
        'モンドは湖の島にあり、西風騎士団に守られている。周囲の風車や草原、囁きの森は操作に慣れたり採集したりするのにぴったり。',
      ),
      tags: [t('风元素', 'Anemo', '風元素'), t('新手区域', 'Starter area', '序盤エリア')],
      attributes: [
        attr(LABEL.region, t('提瓦特 · 蒙德', 'Teyvat · Mondstadt', 'テイワット・モンド')),
        attr(LABEL.element, t('风', 'Anemo', '風')),
      ],
    },
  ],
  knowledge: [
    {
      id: 101,
      game_id: GAME_ID,
      title: t('元素反应入门', 'Elemental reactions 101', '元素反応入門'),
      summary: t(
        '两种元素相遇会产生反应，决定了大部分伤害。',
        'Two elements meeting trigger a reaction, and reactions drive most of your damage.',
        '二つの元素が触れると反応が起き、ダメージの大半を左右する。',
      ),
      content: t(
        '先用一种元素“挂”在敌人身上，再用另一种元素触发反应。水+火为蒸发，火+冰为融化，两者都能放大伤害；雷+冰为超导，会降低物理抗性；水+冰为冻结，可以控制敌人。新手可以先组一个“挂元素”的角色配合一个主输出。',
        'Apply one element to an enemy first, then trigger a reaction with another. Hydro + Pyro is Vaporize and Pyro + Cryo is Melt; both multiply damage. Electro + Cryo is Superconduct, which lowers physical resistance, and Hydro + Cryo is Frozen, which holds enemies in place. A good first team pairs one character who applies an element with one main damage dealer.',
        'まず一つの元素を敵に付着させ、別の元素で反応を起こす。水＋炎は蒸発、炎＋氷は溶解で、どちらもダメージが倍増する。雷＋氷は超電導で物理耐性を下げ、水＋氷は凍結で敵の動きを止める。最初は元素を付着させる役とメインアタッカーの組み合わせがおすすめ。',
      ),
      tags: [t('战斗', 'Combat', '戦闘'), t('新手', 'Beginner', '初心者')],
      updated_at: '2025-05-12',
      entity_ids: [101],
    },
    {
      id: 102,
      game_id: GAME_ID,
      title: t(
        '原粹树脂与每日委托',
        'Original Resin and daily commissions',
        '天然樹脂と毎日の依頼',
      ),
      summary: t(
        '合理安排体力，每天花十几分钟就能稳定成长。',
        'Plan your stamina and a quarter of an hour a day keeps you growing steadily.',
        'スタミナを計画的に使えば、一日十数分で着実に成長できる。',
      ),
      content: t(
        '原粹树脂约每8分钟恢复1点，用于领取秘境、首领等奖励，溢出就是浪费。每日委托共4个，完成后还能领取额外奖励。建议每天先清委托，再把树脂用在当前最缺的养成材料上。',
        'Original Resin refills at about 1 point every 8 minutes and is spent to claim rewards from domains and bosses; resin that overflows is wasted. There are 4 daily commissions with a bonus for finishing all of them. Clear the commissions first each day, then spend resin on whatever material you lack most.',
        '天然樹脂は約8分ごとに1回復し、秘境やボスの報酬受け取りに使う。上限を超えた分は無駄になる。毎日の依頼は4つで、すべて終えると追加報酬がある。まず依頼を片付け、樹脂はいちばん足りない育成素材に使おう。',
      ),
      tags: [t('日常', 'Daily', 'デイリー'), t('养成', 'Progression', '育成')],
      updated_at: '2025-04-02',
      entity_ids: [],
    },
    {
      id: 103,
      game_id: GAME_ID,
      title: t('四人队伍怎么搭', 'Building a four-person team', '4人パーティの組み方'),
      summary: t(
        '主输出、副输出、辅助、生存，四个位置各司其职。',
        'A main damage dealer, a sub-DPS, a support and someone to keep you alive.',
        'メインアタッカー、サブアタッカー、サポート、回復の4枠で考える。',
      ),
      content: t(
        '常见思路是一名主输出站场，一名副输出提供元素挂附，一名辅助提供增益，一名治疗或护盾角色保证生存。队伍里有两名同元素角色会触发元素共鸣，例如两名岩元素角色可以增强护盾与伤害。钟离这类护盾角色能让新手容错更高。',
        'A common plan is one main damage dealer on the field, a sub-DPS who applies elements, a support who buffs, and a healer or shield character. Two characters of the same element trigger Elemental Resonance, for example two Geo characters strengthen shields and damage. A shielder like Zhongli makes fights far more forgiving for new players.',
        'よくある形は、場に出るメインアタッカー、元素を付着させるサブアタッカー、バフ役のサポート、回復かシールド役の4人。同じ元素のキャラが2人いると元素共鳴が発動し、例えば岩元素2人でシールドとダメージが強化される。鍾離のようなシールド役がいると初心者でも安定する。',
      ),
      tags: [t('配队', 'Team building', '編成'), t('战斗', 'Combat', '戦闘')],
      updated_at: '2025-06-20',
      entity_ids: [103],
    },
  ],
};
