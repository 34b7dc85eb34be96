import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 6;

export const starRail: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('崩坏：星穹铁道', 'Honkai: Star Rail', '崩壊：スターレイル'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('回合制角色扮演', 'Turn-based RPG', 'ターン制RPG'),
    tags: [
      t('回合制', 'Turn-based', 'ターン制'),
      t('太空冒险', 'Space adventure', '宇宙冒険'),
      t('剧情向', 'Story-rich', 'ストーリー重視'),
    ],
    summary: t(
      '搭乘星穹列车穿梭群星，在回合制战斗中击破弱点。',
      'Ride the Astral Express between the stars and break weaknesses in turn-based battles.',
      '星穹列車で星々を巡り、ターン制バトルで弱点を撃破する。',
    ),
    description: t(
      '开拓者与列车组的伙伴们沿着星轨前往一个个世界，卷入与“星核”有关的事件。战斗采用回合制，围绕弱点击破与战技点管理展开，既有轻松的日常玩法，也有挑战性的高难模式。',
      'The Trailblazer and the Express crew travel the star rails from world to world and get caught up in events surrounding the Stellarons. Turn-based combat revolves around Weakness Break and managing Skill Points, with relaxed daily play as well as demanding endgame modes.',
      '開拓者と列車の仲間たちは星の軌道をたどって様々な世界を訪れ、「星核」にまつわる事件に巻き込まれていく。戦闘はターン制で、弱点撃破と戦闘スキルポイントの管理が中心。気軽な日課も高難度モードもある。',
    ),
    developer: t('米哈游', 'HoYoverse', 'HoYoverse'),
    publisher: t('米哈游', 'HoYoverse', 'HoYoverse'),
    release_year: 2023,
    platforms: ['PC', 'iOS', 'Android', 'PlayStation'],
    rating: 8.9,
  },
  entities: [
    {
      id: 601,
      game_id: GAME_ID,
      name: t('三月七', 'March 7th', '三月なのか'),
      type: 'character',
      avatar: media('entity', 601),
      cover: media('entity-cover', 601),
      summary: t(
        '活泼爱拍照的少女，被从永冻冰块中发现，失去了过去的记忆。',
        'A cheerful girl who loves taking photos, found in eternal ice with no memory of her past.',
        '写真好きな明るい少女。永久氷の中から発見され、過去の記憶を失っている。',
      ),
      description: t(
        '三月七以自己被发现的日子为名，一直在寻找自己的身世。她的初始形态可以为队友提供护盾，是前期非常可靠的保护者。',
        'March 7th named herself after the day she was found and is still searching for who she was. Her original form shields allies and is a dependable protector early on.',
        '三月なのかは発見された日を自分の名前にし、今も自分の過去を探している。初期の姿は味方にバリアを張れる、序盤の頼もしい守り手。',
      ),
      tags: [t('列车组', 'Express crew', '列車組'), t('护盾', 'Shield', 'バリア')],
      attributes: [
        attr(LABEL.element, t('冰', 'Ice', '氷')),
        attr(LABEL.role, t('存护', 'Preservation', '存護')),
        attr(LABEL.rarity, t('四星', '4-star', '星4')),
      ],
    },
    {
      id: 602,
      game_id: GAME_ID,
      name: t('丹恒', 'Dan Heng', '丹恒'),
      type: 'character',
      avatar: media('entity', 602),
      cover: media('entity-cover', 602),
      summary: t(
        '沉默寡言的列车护卫，手持长枪，背负着不愿提起的过去。',
        'The quiet guard of the Express, spear in hand, carrying a past he would rather not discuss.',
        '寡黙な列車の護衛。槍を手に、語りたがらない過去を背負う。',
      ),
      description: t(
        '丹恒负责管理列车的资料室，对星际见闻了解甚多。战斗中他擅长对单体敌人造成风属性伤害，并能降低敌人速度。',
        'Dan Heng looks after the Express archives and knows a great deal about the worlds they visit. In battle he deals Wind damage to single targets and can slow enemies down.',
        '丹恒は列車の資料室を管理し、星々の見聞に詳しい。戦闘では単体の敵に風属性ダメージを与え、速度を下げられる。',
      ),
      tags: [
        t('列车组', 'Express crew', '列車組'),
        t('单体输出', 'Single-target DPS', '単体アタッカー'),
      ],
      attributes: [
        attr(LABEL.element, t('风', 'Wind', '風')),
        attr(LABEL.role, t('巡猎', 'The Hunt', '巡狩')),
        attr(LABEL.difficulty, DIFFICULTY.easy),
      ],
    },
    {
      id: 603,
      game_id: GAME_ID,
      name: t('星穹列车', 'Astral Express', '星穹列車'),
      type: 'location',
      avatar: media('entity', 603),
      cover: media('entity-cover', 603),
      summary: t(
        '沿星轨航行的列车，也是开拓者们的家。',
        'The train that travels the star rails, and home to the Trailblazers.',
        '星の軌道を走る列車。開拓者たちの家でもある。',
      ),
      description: t(
        '列车由帕姆管理，车厢里有观景车厢、客房与资料室。每次抵达新世界前，列车组都会在这里讨论下一步行动，是故事的中枢。',
        'The Express is run by Pom-Pom and has a parlour car, guest rooms and an archive. The crew gathers here to plan before each new world, making it the hub of the story.',
        '列車はパム（Pom-Pom）が管理し、展望車両、客室、資料室がある。新しい世界に着く前に列車組がここで作戦を話し合う、物語の中心地。',
      ),
      tags: [t('据点', 'Hub', '拠点')],
      attributes: [attr(LABEL.region, t('星际', 'Interstellar', '星間'))],
    },
  ],
  knowledge: [
    {
      id: 601,
      game_id: GAME_ID,
      title: t('弱点击破是什么', 'What Weakness Break does', '弱点撃破とは'),
      summary: t(
        '用敌人弱点属性攻击削减韧性，击破后敌人行动延后。',
        'Hit enemies with their weak element to deplete Toughness; a break delays their turn.',
        '弱点属性で攻撃して靭性を削り、撃破すると敵の行動が遅れる。',
      ),
      content: t(
        '敌人头顶会显示弱点属性和韧性条。使用对应属性攻击会削减韧性，清空后触发击破：造成额外伤害、延后敌人行动，并根据属性附加不同效果。配队时尽量覆盖常见弱点，比单纯堆攻击更有效。',
        'Each enemy shows its weak elements and a Toughness bar. Attacks of a matching element deplete Toughness; emptying it triggers a Break that deals extra damage, delays the enemy and adds an effect based on the element. Covering common weaknesses in your team is often better than raw attack.',
        '敵の頭上には弱点属性と靭性ゲージが表示される。一致する属性で攻撃すると靭性が減り、ゼロになると撃破が発生して追加ダメージ、行動遅延、属性に応じた効果が入る。編成ではよくある弱点をカバーするほうが単純な攻撃力より効果的。',
      ),
      tags: [t('战斗', 'Combat', '戦闘'), t('新手', 'Beginner', '初心者')],
      updated_at: '2025-05-21',
      entity_ids: [],
    },
    {
      id: 602,
      game_id: GAME_ID,
      title: t('战技点管理', 'Managing Skill Points', '戦闘スキルポイントの管理'),
      summary: t(
        '普攻攒点、战技花点，全队共用一个点数池。',
        'Basic attacks earn points, Skills spend them, and the whole team shares one pool.',
        '通常攻撃で貯め、スキルで使う。ポイントはチーム共通。',
      ),
      content: t(
        '战技点最多储存5点，由全队共享。普通攻击恢复1点，施放战技消耗1点。让依赖战技的主力多用战技，其余角色多用普攻攒点，是回合制战斗中最基础也最重要的节奏管理。',
        'Skill Points cap at 5 and are shared by the team. A basic attack gives 1 point and a Skill costs 1. Let your skill-hungry carry spend them and have the others basic-attack to refill: the simplest and most important rhythm in turn-based combat.',
        '戦闘スキルポイントは最大5で、チーム全体で共有する。通常攻撃で1回復し、戦闘スキルで1消費。スキルに頼る主力に使わせ、他のキャラは通常攻撃で補充するのが、ターン制戦闘で最も基本的で重要なリズム管理。',
      ),
      tags: [t('战斗', 'Combat', '戦闘')],
      updated_at: '2025-04-08',
      entity_ids: [601, 602],
    },
    {
      id: 603,
      game_id: GAME_ID,
      title: t('模拟宇宙入门', 'Simulated Universe basics', '模擬宇宙入門'),
      summary: t(
        '每次进入都不一样的肉鸽玩法，祝福搭配是关键。',
        'A roguelike mode that changes every run; combining blessings is the key.',
        '毎回内容が変わるローグライク。祝福の組み合わせが鍵。',
      ),
      content: t(
        '模拟宇宙中，玩家选择一条命途，沿途获得同命途的祝福与奇物。尽量集中选择同一命途的祝福以触发共鸣效果。每周通关可获得奖励，是稳定获取养成资源的途径之一。',
        'In the Simulated Universe you pick a Path and collect blessings and curios along the way. Focus on blessings of the same Path to unlock its resonance effects. Weekly clears give rewards, making it a steady source of upgrade materials.',
        '模擬宇宙では運命を一つ選び、道中で同じ運命の祝福や奇物を集める。同じ運命の祝福に絞ると共鳴効果が発動しやすい。毎週のクリア報酬があり、育成素材の安定した入手源になる。',
      ),
      tags: [t('玩法', 'Game mode', 'モード'), t('每周', 'Weekly', 'ウィークリー')],
      updated_at: '2025-06-11',
      entity_ids: [],
    },
  ],
};
