import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 5;

export const blackMythWukong: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('黑神话：悟空', 'Black Myth: Wukong', '黒神話：悟空'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('动作角色扮演', 'Action RPG', 'アクションRPG'),
    tags: [
      t('西游', 'Journey to the West', '西遊記'),
      t('单机', 'Single-player', 'シングルプレイ'),
      t('高难度', 'Challenging', '高難度'),
    ],
    summary: t(
      '以《西游记》为蓝本的单人动作冒险，扮演天命人踏上旅程。',
      'A single-player action adventure drawn from Journey to the West, playing as the Destined One.',
      '『西遊記』を下敷きにした一人用アクション。天命人となって旅に出る。',
    ),
    description: t(
      '玩家手持长棍，穿行于黑风山、黄风岭等章节，与各路妖王交手。战斗强调闪避、棍势积累与法术变化，首领战紧张而富有节奏感，画面与配乐充满中国神话韵味。',
      'Wielding a staff, you travel through chapters such as Black Wind Mountain and Yellow Wind Ridge and face a string of yaoguai kings. Combat is about dodging, building focus and switching spells and transformations; boss fights are tense and rhythmic, wrapped in art and music steeped in Chinese myth.',
      '棍を手に黒風山や黄風嶺などの章を進み、妖王たちと戦う。回避、棍勢の蓄積、術や変化の使い分けが戦闘の要で、ボス戦は緊張感とリズムに満ちている。映像と音楽は中国神話の趣にあふれる。',
    ),
    developer: t('游戏科学', 'Game Science', 'Game Science'),
    publisher: t('游戏科学', 'Game Science', 'Game Science'),
    release_year: 2024,
    platforms: ['PC', 'PlayStation'],
    rating: 9.3,
  },
  entities: [
    {
      id: 501,
      game_id: GAME_ID,
      name: t('天命人', 'The Destined One', '天命人'),
      type: 'character',
      avatar: media('entity', 501),
      cover: media('entity-cover', 501),
      summary: t(
        '玩家扮演的主角，一只背负使命的猴子。',
        'The protagonist you play, a monkey with a destiny to fulfil.',
        'プレイヤーが演じる主人公。使命を背負った猿。',
      ),
      description: t(
        '天命人以棍为武器，可以学习定身、变化等法术，并通过化身其他妖怪获得不同战斗方式。他的旅程与齐天大圣留下的谜团紧密相连。',
        'The Destined One fights with a staff, learns spells such as Immobilize and can transform into other creatures for new fighting styles. His journey is bound up with the mystery the Great Sage left behind.',
        '天命人は棍で戦い、定身の術や変化などを習得し、他の妖怪に化けて戦い方を変えられる。その旅は斉天大聖が残した謎と深く結びついている。',
      ),
      tags: [t('主角', 'Protagonist', '主人公'), t('棍法', 'Staff', '棍術')],
      attributes: [
        attr(LABEL.weapon, t('长棍', 'Staff', '棍')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
    {
      id: 502,
      game_id: GAME_ID,
      name: t('虎先锋', 'Tiger Vanguard', '虎先鋒'),
      type: 'boss',
      avatar: media('entity', 502),
      cover: media('entity-cover', 502),
      summary: t(
        '黄风岭的强敌，出招迅猛，是许多人的“卡关”首领。',
        'A fierce foe of Yellow Wind Ridge whose fast strikes stop many players in their tracks.',
        '黄風嶺の強敵。素早い攻撃で多くのプレイヤーを足止めするボス。',
      ),
      description: t(
        '虎先锋攻击凌厉、连招多变，还会在战斗中途改变打法。建议观察他的起手动作，抓住攻击间隙用重棍反击，并善用定身法创造输出窗口。',
        'Tiger Vanguard hits hard with varied combos and changes tactics mid-fight. Study his wind-ups, punish gaps with heavy attacks and use Immobilize to open damage windows.',
        '虎先鋒は鋭い攻撃と多彩な連続技を持ち、戦闘の途中で戦い方を変える。予備動作をよく見て隙に重攻撃を入れ、定身の術で攻撃のチャンスを作ろう。',
      ),
      tags: [t('首领', 'Boss', 'ボス'), t('第二回', 'Chapter 2', '第二回')],
      attributes: [
        attr(LABEL.location, t('黄风岭', 'Yellow Wind Ridge', '黄風嶺')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
    {
      id: 503,
      game_id: GAME_ID,
      name: t('定身法', 'Immobilize', '定身の術'),
      type: 'skill',
      avatar: media('entity', 503),
      cover: media('entity-cover', 503),
      summary: t(
        '将敌人短暂定住的法术，首领战的救命稻草。',
        'A spell that freezes an enemy for a moment, a lifesaver in boss fights.',
        '敵を一瞬固める術。ボス戦の命綱。',
      ),
      description: t(
        '定身法可以让敌人在原地停顿片刻，期间可以安心输出或喝药。它的冷却较长，建议留到首领发动危险招式前使用。',
        'Immobilize holds an enemy in place briefly, giving you a safe window to attack or drink. Its cooldown is long, so save it for just before a boss unleashes a dangerous move.',
        '定身の術は敵をその場に少しの間止め、その間に安心して攻撃や回復ができる。クールタイムが長いので、ボスの危険な技の直前まで温存しよう。',
      ),
      tags: [t('法术', 'Spell', '術'), t('控制', 'Crowd control', '行動妨害')],
      attributes: [
        attr(LABEL.effect, t('定住敌人', 'Freezes an enemy', '敵を固める')),
        attr(LABEL.cooldown, t('较长', 'Long', '長め')),
      ],
    },
  ],
  knowledge: [
    {
      id: 501,
      game_id: GAME_ID,
      title: t('三种棍法怎么选', 'Choosing a staff stance', '三つの棍法の選び方'),
      summary: t(
        '劈棍、立棍、戳棍，各有擅长的场合。',
        'Smash, Pillar and Thrust stances each shine in different fights.',
        '劈棍・立棍・戳棍、それぞれ得意な場面がある。',
      ),
      content: t(
        '攻击会积累棍势，消耗棍势可以打出强力重击。劈棍均衡，重击伤害高；立棍可以爬上棍子躲避地面攻击并蓄力；戳棍攻击距离长、适合拉开距离的打法。遇到卡关的首领时，不妨换一种棍法试试。',
        'Attacks build focus, which you spend on powerful heavy attacks. Smash Stance is balanced with strong heavy hits; Pillar Stance lets you climb the staff to avoid ground attacks while charging; Thrust Stance reaches far and suits keeping your distance. Stuck on a boss? Try another stance.',
        '攻撃すると棍勢が溜まり、消費して強力な重攻撃を放てる。劈棍はバランス型で重攻撃が強い。立棍は棍の上に登って地上攻撃を避けつつ溜められる。戳棍はリーチが長く距離を取る戦い方向き。ボスで詰まったら別の棍法を試してみよう。',
      ),
      tags: [t('战斗', 'Combat', '戦闘'), t('棍法', 'Staff', '棍術')],
      updated_at: '2025-03-28',
      entity_ids: [501],
    },
    {
      id: 502,
      game_id: GAME_ID,
      title: t('土地庙的作用', 'What Keeper’s Shrines do', '土地廟の役割'),
      summary: t(
        '存档、休息、升级与传送，都在土地庙。',
        'Saving, resting, upgrading and fast travel all happen at shrines.',
        'セーブ、休息、強化、ファストトラベルはすべて土地廟で。',
      ),
      content: t(
        '在土地庙休息会恢复生命与葫芦次数，但附近的普通敌人也会重新出现。这里可以分配灵光点学习技能、炼丹与传送。打首领前先在最近的土地庙整备，是减少跑图时间的好办法。',
        'Resting at a Keeper’s Shrine restores health and gourd charges, though ordinary enemies nearby return. Shrines are where you spend sparks on skills, craft medicines and travel. Prepare at the nearest shrine before a boss to cut down on running back.',
        '土地廟で休むと体力と瓢箪の回数が回復するが、周囲の通常の敵も復活する。ここで霊光点を振ってスキルを覚え、丹薬を作り、移動もできる。ボス戦の前に最寄りの土地廟で準備すると移動の手間が省ける。',
      ),
      tags: [t('新手', 'Beginner', '初心者')],
      updated_at: '2025-02-14',
      entity_ids: [],
    },
    {
      id: 503,
      game_id: GAME_ID,
      title: t('虎先锋打法要点', 'Beating Tiger Vanguard', '虎先鋒攻略のポイント'),
      summary: t(
        '看准起手、别贪刀，定身法留给关键连招。',
        'Read his wind-ups, don’t get greedy, and save Immobilize for his big combos.',
        '予備動作を見極め、欲張らず、定身の術は大技に。',
      ),
      content: t(
        '虎先锋的连招很长，贪刀容易被反打。推荐在他完成一整套攻击后再上前输出两到三下，随即闪避。进入第二阶段后他的攻击范围更大，保持中距离，把定身法留给他蓄力冲刺的瞬间。',
        "Tiger Vanguard's combos are long and greedy attacks get punished. Step in for two or three hits only after he finishes a full string, then dodge. In phase two his reach grows, so keep mid range and save Immobilize for the moment he winds up his charge.",
        '虎先鋒の連続技は長く、欲張ると反撃される。一連の攻撃が終わってから2〜3発入れてすぐ回避しよう。第二段階では攻撃範囲が広がるので中距離を保ち、突進の溜めの瞬間に定身の術を使う。',
      ),
      tags: [t('首领攻略', 'Boss guide', 'ボス攻略')],
      updated_at: '2025-04-19',
      entity_ids: [502, 503],
    },
  ],
};
