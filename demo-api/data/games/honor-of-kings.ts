import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 2;

export const honorOfKings: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('王者荣耀', 'Honor of Kings', '王者栄耀'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('多人在线战术竞技', 'MOBA', 'MOBA'),
    tags: [
      t('5V5', '5v5', '5対5'),
      t('手游', 'Mobile', 'モバイル'),
      t('竞技', 'Competitive', '対戦'),
    ],
    summary: t(
      '十分钟左右一局的5V5手机推塔对战。',
      'Five-versus-five lane battles on your phone, about a quarter of an hour per match.',
      '1試合15分前後で遊べる、スマホの5対5タワー攻略バトル。',
    ),
    description: t(
      '两支五人队伍在王者峡谷中对抗，沿三条兵线推掉对方防御塔和水晶即可获胜。英雄涵盖坦克、战士、刺客、法师、射手与辅助，节奏快、上手门槛低，非常适合和朋友开黑。',
      'Two teams of five fight on the Kings’ Canyon map and win by pushing down the towers and crystal along three lanes. Heroes cover tanks, fighters, assassins, mages, marksmen and supports. Fast matches and an easy start make it ideal for playing with friends.',
      '5人対5人で王者峡谷を舞台に戦い、3本のレーンのタワーとクリスタルを破壊すれば勝利。タンク、ファイター、アサシン、メイジ、シューター、サポートとヒーローは多彩。テンポが速く始めやすいので、友達とのパーティプレイに最適。',
    ),
    developer: t('天美工作室群', 'TiMi Studio Group', 'TiMi Studio Group'),
    publisher: t('腾讯游戏', 'Tencent Games', 'Tencent Games'),
    release_year: 2015,
    platforms: ['iOS', 'Android'],
    rating: 8.6,
  },
  entities: [
    {
      id: 201,
      game_id: GAME_ID,
      name: t('李白', 'Li Bai', '李白'),
      type: 'character',
      avatar: media('entity', 201),
      cover: media('entity-cover', 201),
      summary: t(
        '以诗仙为原型的刺客，依靠多段位移穿梭战场。',
        'An assassin modelled on the poet Li Bai who darts across the field with chained dashes.',
        '詩仙をモチーフにしたアサシン。連続ダッシュで戦場を駆け抜ける。',
      ),
      description: t(
        '李白需要先用普攻积累剑气才能释放强力大招，操作上限高。熟练后可以在敌方后排进出自如，是高手展示身法的代表英雄。',
        'Li Bai builds up sword energy with basic attacks before his powerful ultimate is ready, so he rewards skilled hands. Once mastered he slips in and out of the enemy backline at will.',
        '李白は通常攻撃で剣気を溜めてから強力な奥義を放つ、上級者向けのヒーロー。使いこなせば敵の後衛に自在に出入りできる。',
      ),
      tags: [t('刺客', 'Assassin', 'アサシン'), t('高操作', 'High skill', '高難度')],
      attributes: [
        attr(LABEL.role, t('刺客 / 打野', 'Assassin / Jungle', 'アサシン / ジャングル')),
        attr(LABEL.difficulty, DIFFICULTY.hard),
      ],
    },
    {
      id: 202,
      game_id: GAME_ID,
      name: t('妲己', 'Daji', '妲己'),
      type: 'character',
      avatar: media('entity', 202),
      cover: media('entity-cover', 202),
      summary: t(
        '技能简单、爆发可观的中路法师，新手友好。',
        'A mid-lane mage with simple skills and solid burst, friendly to new players.',
        'スキルが分かりやすく瞬間火力も高い、初心者向けのミッドメイジ。',
      ),
      description: t(
        '妲己拥有可靠的控制技能和一套连招即可秒杀脆皮的爆发，是很多人入门法师位的第一选择。需要注意站位，避免被刺客先手切入。',
        'Daji has a dependable crowd-control skill and a combo that can delete fragile targets, which makes her many players’ first mage. Keep a safe position so assassins cannot jump on you first.',
        '妲己は確実な行動妨害スキルと、一連のコンボで脆い敵を倒せる火力を持ち、多くの人が最初に選ぶメイジ。アサシンに先手を取られないよう立ち位置に注意しよう。',
      ),
      tags: [t('法师', 'Mage', 'メイジ'), t('新手推荐', 'Beginner pick', '初心者おすすめ')],
      attributes: [
        attr(LABEL.lane, t('中路', 'Mid lane', 'ミッドレーン')),
        attr(LABEL.difficulty, DIFFICULTY.easy),
      ],
    },
    {
      id: 203,
      game_id: GAME_ID,
      name: t('主宰', 'Overlord', 'オーバーロード'),
      type: 'boss',
      avatar: media('entity', 203),
      cover: media('entity-cover', 203),
      summary: t(
        '峡谷上方的中立首领，击败后为己方召唤强力兵线。',
        'The neutral boss in the upper river; defeating it sends powerful minions down your lanes.',
        '上側の川にいる中立ボス。倒すと味方レーンに強力なミニオンが現れる。',
      ),
      description: t(
        '中后期团战往往围绕主宰展开。击败主宰的队伍能获得持续推进的兵线压力，是打破僵局的关键资源。开打前先确认对方打野的位置。',
        'Late-game team fights often break out around the Overlord. The team that takes it gains lasting pressure on every lane, which is key to breaking a stalemate. Check where the enemy jungler is before you start.',
        '中盤以降の集団戦はオーバーロードを巡って起きやすい。倒したチームは全レーンに継続的な圧力をかけられ、膠着を打破する鍵になる。始める前に敵ジャングラーの位置を確認しよう。',
      ),
      tags: [
        t('团战', 'Team fight', '集団戦'),
        t('中立资源', 'Neutral objective', '中立オブジェクト'),
      ],
      attributes: [
        attr(LABEL.location, t('峡谷上半区河道', 'Upper river', '上側の川')),
        attr(LABEL.effect, t('召唤强化兵线', 'Summons empowered minions', '強化ミニオンを召喚')),
      ],
    },
  ],
  knowledge: [
    {
      id: 201,
      game_id: GAME_ID,
      title: t('五个位置的分工', 'The five positions', '5つのポジションの役割'),
      summary: t(
        '对抗路、中路、发育路、打野、游走，各有职责。',
        'Clash lane, mid, farm lane, jungle and roam each have their own job.',
        '対抗レーン、ミッド、ファームレーン、ジャングル、ローム、それぞれに役割がある。',
      ),
      content: t(
        '对抗路多为战士或坦克，负责单线对抗与边路压力；中路法师清线快，要及时支援两侧；发育路射手需要经济，前期稳住补刀；打野负责野区资源和节奏；游走辅助提供视野、保护与开团。开局前和队友确认分路，能避免很多争执。',
        'The clash lane is usually a fighter or tank who holds a side lane alone. The mid mage clears waves quickly and helps both sides. The farm-lane marksman needs gold, so play safe and last-hit early. The jungler controls jungle resources and tempo, and the roaming support brings vision, protection and engages. Agree on lanes before the match and you avoid a lot of arguments.',
        '対抗レーンはファイターやタンクが担当し、サイドで粘る。ミッドのメイジは素早くウェーブを処理して両サイドを助ける。ファームレーンのシューターはお金が必要なので序盤は安全にラストヒット。ジャングルは資源と試合のテンポを管理し、ロームのサポートは視界、保護、集団戦の起点を担う。試合前にレーンを確認すると揉め事が減る。',
      ),
      tags: [t('新手', 'Beginner', '初心者'), t('分路', 'Lanes', 'レーン')],
      updated_at: '2025-03-18',
      entity_ids: [201, 202],
    },
    {
      id: 202,
      game_id: GAME_ID,
      title: t('排位段位一览', 'Ranked tiers at a glance', 'ランク帯一覧'),
      summary: t(
        '从倔强青铜到荣耀王者，每个段位的意义。',
        'From Bronze all the way to Glorious King, and what each tier means.',
        'ブロンズから栄耀王者まで、各ランクの目安。',
      ),
      content: t(
        '排位段位从低到高依次为：倔强青铜、秩序白银、荣耀黄金、尊贵铂金、永恒钻石、至尊星耀、最强王者，以及王者之上的更高荣誉称号。赛季结束后段位会按规则下调，新赛季重新冲分。前几个段位主要练习基本功，钻石以后更看重团队配合。',
        'Ranked tiers from lowest to highest are Bronze, Silver, Gold, Platinum, Diamond, Starshine and King, with further honour titles above King. Ranks drop back by a set rule when a season ends, and you climb again. Early tiers are about fundamentals; from Diamond up, teamwork matters more.',
        'ランクは低い順にブロンズ、シルバー、ゴールド、プラチナ、ダイヤ、スター、キング、さらにその上の称号がある。シーズン終了時に規定どおりランクが下がり、新シーズンで再び上を目指す。序盤のランクでは基本を練習し、ダイヤ以降はチームワークが重要になる。',
      ),
      tags: [t('排位', 'Ranked', 'ランク戦')],
      updated_at: '2025-02-10',
      entity_ids: [],
    },
    {
      id: 203,
      game_id: GAME_ID,
      title: t('小地图与视野意识', 'Minimap and vision awareness', 'ミニマップと視界の意識'),
      summary: t(
        '每隔几秒看一眼小地图，少掉一半冤枉死亡。',
        'Glance at the minimap every few seconds and avoid half of your needless deaths.',
        '数秒ごとにミニマップを見るだけで、無駄なデスが半分になる。',
      ),
      content: t(
        '当小地图上看不到对方打野或中路时，说明他们可能正在包抄，此时应收缩站位。争夺主宰或暴君前，让辅助和打野先进草丛探视野。养成在补刀间隙看小地图的习惯，比苦练连招更快提升胜率。',
        'When the enemy jungler or mid laner disappears from the minimap, assume they are coming for you and pull back. Before fighting for the Overlord or Tyrant, let the support and jungler check the bushes first. Looking at the minimap between last hits wins more games than practising combos.',
        'ミニマップから敵のジャングラーやミッドが消えたら、回り込まれていると考えて下がろう。オーバーロードや暴君を狙う前はサポートとジャングラーが先に草むらを確認する。ラストヒットの合間にミニマップを見る習慣は、コンボ練習より早く勝率を上げる。',
      ),
      tags: [t('意识', 'Game sense', '立ち回り'), t('进阶', 'Intermediate', '中級')],
      updated_at: '2025-05-30',
      entity_ids: [203],
    },
  ],
};
