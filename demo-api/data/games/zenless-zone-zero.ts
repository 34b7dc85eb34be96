import { attr, media, t } from '../helpers';
import { DIFFICULTY, LABEL } from '../labels';
import type { GameBundle } from '../types';

const GAME_ID = 8;

export const zenlessZoneZero: GameBundle = {
  game: {
    id: GAME_ID,
    name: t('绝区零', 'Zenless Zone Zero', 'ゼンレスゾーンゼロ'),
    cover: media('game', GAME_ID),
    banner: media('game-banner', GAME_ID),
    icon: media('game-icon', GAME_ID),
    genre: t('都市动作冒险', 'Urban fantasy action', '都市アクション'),
    tags: [
      t('动作', 'Action', 'アクション'),
      t('潮流', 'Stylish', 'スタイリッシュ'),
      t('都市', 'Urban', '都市'),
    ],
    summary: t(
      '在新艾利都经营录像店，以“绳匠”身份带队深入空洞。',
      'Run a video store in New Eridu and guide agents into the Hollows as a Proxy.',
      '新エリー都でビデオ屋を営みつつ、プロキシとしてエージェントをホロウへ導く。',
    ),
    description: t(
      '玩家扮演一对兄妹哲与铃，白天经营录像店，暗中则是为探索空洞者引路的“绳匠”。战斗节奏明快，强调闪避反击、连携技与角色切换，画面与音乐充满街头潮流气息。',
      'You play siblings Wise and Belle, who run a video store by day and secretly work as Proxies guiding people through the Hollows. Combat is fast and built on dodge counters, chain attacks and character swaps, with art and music full of street style.',
      '兄妹のアキラとリンを演じ、昼はビデオ屋を営み、裏ではホロウ探索者を導く「プロキシ」として活動する。戦闘はテンポが良く、回避反撃、連携スキル、キャラ交代が中心。映像と音楽はストリート感にあふれる。',
    ),
    developer: t('米哈游', 'HoYoverse', 'HoYoverse'),
    publisher: t('米哈游', 'HoYoverse', 'HoYoverse'),
    release_year: 2024,
    platforms: ['PC', 'iOS', 'Android', 'PlayStation'],
    rating: 8.5,
  },
  entities: [
    {
      id: 801,
      game_id: GAME_ID,
      name: t('哲与铃', 'Wise and Belle', 'アキラとリン'),
      type: 'character',
      avatar: media('entity', 801),
      cover: media('entity-cover', 801),
      summary: t(
        '经营录像店的兄妹，也是传说中的绳匠“Phaethon”。',
        'The siblings who run the video store, secretly the legendary Proxy "Phaethon".',
        'ビデオ屋を営む兄妹。正体は伝説のプロキシ「パエトーン」。',
      ),
      description: t(
        '玩家在开局选择哥哥哲或妹妹铃作为主视角。他们借助AI助手和邦布，为进入空洞的代理人规划路线，是整个故事的串联者。',
        'At the start you choose either Wise or Belle as your point of view. With their AI assistant and Bangboo they plot routes for agents entering the Hollows, tying the whole story together.',
        '序盤で兄のアキラか妹のリンを主人公に選ぶ。AIアシスタントとボンプの力を借りて、ホロウに入るエージェントのルートを計画する、物語のつなぎ役。',
      ),
      tags: [t('主角', 'Protagonist', '主人公'), t('绳匠', 'Proxy', 'プロキシ')],
      attributes: [
        attr(LABEL.role, t('绳匠（导航）', 'Proxy (navigator)', 'プロキシ（ナビゲーター）')),
        attr(
          LABEL.region,
          t('新艾利都 · 六分街', 'New Eridu · Sixth Street', '新エリー都・六分街'),
        ),
      ],
    },
    {
      id: 802,
      game_id: GAME_ID,
      name: t('妮可', 'Nicole Demara', 'ニコ・デマラ'),
      type: 'character',
      avatar: media('entity', 802),
      cover: media('entity-cover', 802),
      summary: t(
        '狡兔屋的老板，精明又总是缺钱的万事屋头领。',
        'Boss of the Cunning Hares, a shrewd odd-jobs leader who is always short of money.',
        '邪兎屋のボス。抜け目ないがいつも金欠な何でも屋のリーダー。',
      ),
      description: t(
        '妮可是玩家最早结识的代理人之一。战斗中她能聚拢敌人并降低其防御，为队友创造输出环境，是非常实用的辅助角色。',
        'Nicole is one of the first agents you meet. In battle she pulls enemies together and lowers their defence, setting up damage for her teammates: a very practical support.',
        'ニコは最初に出会うエージェントの一人。戦闘では敵を集めて防御力を下げ、味方が攻撃しやすい状況を作る実用的なサポーター。',
      ),
      tags: [t('狡兔屋', 'Cunning Hares', '邪兎屋'), t('辅助', 'Support', 'サポート')],
      attributes: [
        attr(LABEL.element, t('以太', 'Ether', 'エーテル')),
        attr(LABEL.role, t('支援', 'Support', '支援')),
        attr(LABEL.difficulty, DIFFICULTY.easy),
      ],
    },
    {
      id: 803,
      game_id: GAME_ID,
      name: t('新艾利都', 'New Eridu', '新エリー都'),
      type: 'location',
      avatar: media('entity', 803),
      cover: media('entity-cover', 803),
      summary: t(
        '在空洞灾害中幸存并繁荣起来的大都市。',
        'A metropolis that survived the Hollow disasters and thrived.',
        'ホロウ災害を生き延び、繁栄した大都市。',
      ),
      description: t(
        '新艾利都围绕空洞而建，依靠从空洞中获取的以太资源发展。六分街是主角们的生活据点，街区里有面馆、游戏厅和各式小店。',
        'New Eridu was built around the Hollows and grew on the Ether resources drawn from them. Sixth Street is where the protagonists live, with a noodle shop, an arcade and all sorts of little stores.',
        '新エリー都はホロウを囲むように築かれ、ホロウから得るエーテル資源で発展した。六分街は主人公たちの生活拠点で、ラーメン屋やゲームセンターなど様々な店が並ぶ。',
      ),
      tags: [t('城市', 'City', '都市')],
      attributes: [attr(LABEL.region, t('新艾利都', 'New Eridu', '新エリー都'))],
    },
  ],
  knowledge: [
    {
      id: 801,
      game_id: GAME_ID,
      title: t('失衡与连携技', 'Daze and Chain Attacks', 'ブレイクと連携スキル'),
      summary: t(
        '打满失衡值，敌人会陷入失衡，触发连携技。',
        'Fill the Daze meter to Stun an enemy and open Chain Attacks.',
        'ブレイク値を溜めきると敵が崩れ、連携スキルが発動する。',
      ),
      content: t(
        '攻击会积累敌人的失衡值，击破型角色积累最快。敌人进入失衡状态后会受到更多伤害，此时重击可以触发连携技，让队友依次登场出招。合理安排击破角色与主输出，是提高伤害的关键。',
        "Attacks fill an enemy's Daze meter, and Stun-type agents fill it fastest. A Stunned enemy takes extra damage, and a heavy hit then triggers a Chain Attack where teammates swap in one after another. Pairing a Stun agent with your main damage dealer is the key to big numbers.",
        '攻撃で敵のブレイク値が溜まり、撃破タイプのエージェントが最も速く溜められる。ブレイク状態の敵は被ダメージが増え、そこで強攻撃を当てると連携スキルが発動し、仲間が次々に登場する。撃破役とメインアタッカーの組み合わせが火力の鍵。',
      ),
      tags: [t('战斗', 'Combat', '戦闘')],
      updated_at: '2025-06-01',
      entity_ids: [802],
    },
    {
      id: 802,
      game_id: GAME_ID,
      title: t(
        '极限闪避与闪避反击',
        'Perfect Dodge and Dodge Counter',
        'パーフェクト回避と回避反撃',
      ),
      summary: t(
        '看到敌人攻击前的闪光时闪避，就能打出反击。',
        'Dodge when an enemy flashes before attacking to unleash a counter.',
        '敵の攻撃前の光に合わせて回避すると反撃できる。',
      ),
      content: t(
        '敌人出招前会有明显提示。在攻击命中前的一瞬间闪避，会触发极限闪避，随后按普攻即可打出闪避反击。练熟这个时机，能同时保证生存与输出。',
        'Enemies give a clear cue before attacking. Dodge just before the hit lands to trigger a Perfect Dodge, then press basic attack for a Dodge Counter. Master the timing and you stay alive while keeping your damage up.',
        '敵は攻撃前に分かりやすい合図を出す。攻撃が当たる直前に回避するとパーフェクト回避になり、続けて通常攻撃で回避反撃が出せる。このタイミングを身につければ生存と火力を両立できる。',
      ),
      tags: [t('战斗', 'Combat', '戦闘'), t('新手', 'Beginner', '初心者')],
      updated_at: '2025-04-26',
      entity_ids: [],
    },
    {
      id: 803,
      game_id: GAME_ID,
      title: t('录像店经营小贴士', 'Running the video store', 'ビデオ屋経営のコツ'),
      summary: t(
        '每天记得推荐录像带，顺便逛逛六分街。',
        'Recommend tapes each day and take a stroll down Sixth Street.',
        '毎日ビデオを推薦して、六分街も散歩しよう。',
      ),
      content: t(
        '录像店“Random Play”会根据你摆出的录像带类型吸引不同客人，带来少量奖励。逛六分街时可以和邻居聊天、吃面、玩街机，这些日常小事也会推动人物关系的发展。',
        'The Random Play store attracts different customers depending on which tapes you feature, giving small rewards. On Sixth Street you can chat with neighbours, eat noodles and play arcade games; these small routines also deepen your relationships.',
        'ビデオ屋「Random Play」は並べたビデオのジャンルに応じて様々な客が訪れ、ちょっとした報酬が得られる。六分街では近所の人と話したり、ラーメンを食べたり、アーケードで遊んだりでき、日常の積み重ねが人間関係を深める。',
      ),
      tags: [t('日常', 'Daily', 'デイリー')],
      updated_at: '2025-03-14',
      entity_ids: [801, 803],
    },
  ],
};
