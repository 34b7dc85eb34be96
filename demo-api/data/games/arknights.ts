import { attr, media, t } from '../helpers';
import { LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 7;

export const arknights: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('明日方舟', 'Arknights', 'アークナイツ'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('策略塔防', 'Tower defense strategy', 'タワーディフェンス'),
    tags: [
      t('塔防', 'Tower defense', 'タワーディフェンス'),
      t('策略', 'Strategy', '戦略'),
      t('剧情向', 'Story-rich', 'ストーリー重視'),
    ],
    summary: t(
      '作为罗德岛的博士，部署干员守住每一条防线。',
      'As the Doctor of Rhodes Island, deploy operators to hold every line.',
      'ロドス・アイランドのドクターとして、オペレーターを配置し防衛線を守る。',
    ),
    description: t(
      '在被天灾与矿石病困扰的泰拉大陆，玩家作为失忆的博士，与阿米娅一起指挥罗德岛的干员。关卡以格子地图塔防为核心，讲究干员职业搭配、部署时机与技能释放。',
      'On Terra, a land troubled by catastrophes and Oripathy, you play the amnesiac Doctor who commands Rhodes Island’s operators alongside Amiya. Stages are grid-based tower defense where class mix, deployment timing and skill use all matter.',
      '天災と鉱石病に苦しむテラの大地で、記憶を失ったドクターとしてアーミヤと共にロドスのオペレーターを指揮する。ステージはマス目のタワーディフェンスで、職業の組み合わせ、配置のタイミング、スキルの使い方が重要。',
    ),
    developer: t('鹰角网络', 'Hypergryph', 'Hypergryph'),
    publisher: t('鹰角网络', 'Hypergryph', 'Yostar'),
    release_year: 2019,
    platforms: ['iOS', 'Android'],
    rating: 8.8,
  },
  entities: [
    {
      id: 701,
      game_id: GAME_ID,
      name: t('阿米娅', 'Amiya', 'アーミヤ'),
      type: 'character',
      avatar: media('entity', 701),
      cover: media('entity-cover', 701),
      summary: t(
        '罗德岛的公开领导人，温柔而坚定的少女。',
        'The public leader of Rhodes Island, a gentle but resolute girl.',
        'ロドスの表向きのリーダー。優しくも芯の強い少女。',
      ),
      description: t(
        '阿米娅在故事开始时唤醒了博士，之后一直陪伴在博士身边。她作为术师能造成法术伤害，是新手最早获得的主力之一。',
        'Amiya wakes the Doctor at the start of the story and stays by their side from then on. As a Caster she deals Arts damage and is one of the first reliable operators new players get.',
        'アーミヤは物語の冒頭でドクターを目覚めさせ、以後ずっとそばにいる。術師としてアーツダメージを与え、初心者が最初に手にする主力の一人。',
      ),
      tags: [t('术师', 'Caster', '術師'), t('罗德岛', 'Rhodes Island', 'ロドス')],
      attributes: [
        attr(LABEL.role, t('术师', 'Caster', '術師')),
        attr(LABEL.rarity, t('五星', '5-star', '星5')),
        attr(LABEL.faction, t('罗德岛', 'Rhodes Island', 'ロドス・アイランド')),
      ],
    },
    {
      id: 702,
      game_id: GAME_ID,
      name: t('能天使', 'Exusiai', 'エクシア'),
      type: 'character',
      avatar: media('entity', 702),
      cover: media('entity-cover', 702),
      summary: t(
        '来自企鹅物流的快递员，连射速度惊人的狙击干员。',
        'A courier of Penguin Logistics and a Sniper with astonishing fire rate.',
        'ペンギン急便の配達員。驚異的な連射速度を持つ狙撃オペレーター。',
      ),
      description: t(
        '能天使性格开朗乐观，是拉特兰出身的萨科塔。她的技能能在短时间内打出大量攻击，对空对地都十分可靠。',
        'Exusiai is cheerful and upbeat, a Sankta from Laterano. Her skill unleashes a flurry of shots in a short time, reliable against both ground and air enemies.',
        'エクシアは明るく楽観的な、ラテラーノ出身のサンクタ。スキルで短時間に大量の攻撃を放ち、地上・空中どちらの敵にも頼りになる。',
      ),
      tags: [t('狙击', 'Sniper', '狙撃'), t('企鹅物流', 'Penguin Logistics', 'ペンギン急便')],
      attributes: [
        attr(LABEL.role, t('狙击', 'Sniper', '狙撃')),
        attr(LABEL.rarity, t('六星', '6-star', '星6')),
        attr(LABEL.faction, t('企鹅物流', 'Penguin Logistics', 'ペンギン急便')),
      ],
    },
    {
      id: 703,
      game_id: GAME_ID,
      name: t('罗德岛', 'Rhodes Island', 'ロドス・アイランド'),
      type: 'location',
      avatar: media('entity', 703),
      cover: media('entity-cover', 703),
      summary: t(
        '一艘陆行舰，也是致力于医治矿石病的制药公司。',
        'A landship, and a pharmaceutical company dedicated to treating Oripathy.',
        '陸上艦であり、鉱石病の治療に取り組む製薬会社。',
      ),
      description: t(
        '罗德岛本舰在大地上移动，舰上设有基建设施，干员们在这里生产、训练和休息。它既是故事的舞台，也是玩家日常经营的地方。',
        'The Rhodes Island landship roams the land and houses the base where operators produce, train and rest. It is both the stage of the story and the place you manage every day.',
        'ロドス本艦は大地を移動し、艦内の基地でオペレーターが生産、訓練、休息を行う。物語の舞台であり、日々の運営の場でもある。',
      ),
      tags: [t('据点', 'Hub', '拠点')],
      attributes: [attr(LABEL.region, t('泰拉', 'Terra', 'テラ'))],
    },
  ],
  knowledge: [
    {
      id: 701,
      game_id: GAME_ID,
      title: t('部署费用与先锋', 'Deployment cost and Vanguards', 'コストと先鋒'),
      summary: t(
        '开局先下先锋回费，是大多数关卡的固定起手。',
        'Open with a Vanguard to build DP: the standard start in most stages.',
        '開幕は先鋒でコストを稼ぐのが定番。',
      ),
      content: t(
        '每次部署都要消耗部署费用，费用会随时间缓慢增加。先锋干员费用低，部分还能通过技能回复费用，因此通常最先上场。费用紧张时，优先部署能挡住敌人的重装或近卫。',
        'Every deployment costs DP, which rises slowly over time. Vanguards are cheap and some regenerate DP with their skills, so they usually go first. When DP is tight, deploy a Defender or Guard who can block enemies.',
        '配置にはコストが必要で、時間とともにゆっくり増える。先鋒は低コストで、スキルでコストを回復できる者もいるため最初に出すことが多い。コストが厳しいときは敵をブロックできる重装や前衛を優先しよう。',
      ),
      tags: [t('新手', 'Beginner', '初心者'), t('关卡', 'Stages', 'ステージ')],
      updated_at: '2025-03-09',
      entity_ids: [],
    },
    {
      id: 702,
      game_id: GAME_ID,
      title: t('八大职业速览', 'The eight classes', '8つの職業'),
      summary: t(
        '先锋、近卫、重装、狙击、术师、医疗、辅助、特种。',
        'Vanguard, Guard, Defender, Sniper, Caster, Medic, Supporter and Specialist.',
        '先鋒、前衛、重装、狙撃、術師、医療、補助、特殊。',
      ),
      content: t(
        '近战位可以部署先锋、近卫、重装和特种；高台位部署狙击、术师、医疗和辅助。狙击对付物理防御低的敌人，术师对付高护甲敌人。阿米娅是术师，能天使是狙击，两者搭配能覆盖大多数早期关卡。',
        'Ground tiles take Vanguards, Guards, Defenders and Specialists; ranged tiles take Snipers, Casters, Medics and Supporters. Snipers handle low-defence enemies, Casters handle armoured ones. Amiya (Caster) and Exusiai (Sniper) together cover most early stages.',
        '地上マスには先鋒、前衛、重装、特殊、高台マスには狙撃、術師、医療、補助を配置する。狙撃は防御の低い敵、術師は装甲の厚い敵に強い。術師のアーミヤと狙撃のエクシアを組めば序盤の大半をカバーできる。',
      ),
      tags: [t('职业', 'Classes', '職業')],
      updated_at: '2025-01-30',
      entity_ids: [701, 702],
    },
    {
      id: 703,
      game_id: GAME_ID,
      title: t('理智与基建', 'Sanity and the base', '理性と基地'),
      summary: t(
        '理智用于出击，基建在后台持续产出资源。',
        'Sanity is spent on sorties; the base quietly produces resources.',
        '理性は出撃に、基地は裏で資源を生み続ける。',
      ),
      content: t(
        '理智会随时间恢复，用于挑战关卡，溢出就会浪费。基建中的制造站与贸易站会持续产出经验书和龙门币，记得定时收取并让干员轮换休息。每天上线先收基建、再刷材料，是效率最高的节奏。',
        'Sanity refills over time and is spent on stages; any overflow is lost. Factories and Trading Posts in the base keep producing battle records and LMD, so collect them regularly and rotate operators to rest. Collect the base first, then farm materials: the most efficient daily routine.',
        '理性は時間で回復し、ステージ挑戦に使う。上限を超えると無駄になる。基地の製造所と貿易所は作戦記録と龍門幣を生み続けるので、こまめに回収しオペレーターを交代で休ませよう。毎日まず基地を回収し、それから素材集めをするのが最も効率的。',
      ),
      tags: [t('日常', 'Daily', 'デイリー')],
      updated_at: '2025-05-02',
      entity_ids: [703],
    },
  ],
};
