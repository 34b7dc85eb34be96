/** Activities and the banners of the activity page. Dates are offsets from the start day. */
import { media, t } from './helpers';
import type { ActivityRecord, BannerRecord } from './types';

export const ACTIVITIES: readonly ActivityRecord[] = [
  {
    id: 1,
    title: t('新伙伴见面周', 'New Partner Week', '新しい相棒ウィーク'),
    summary: t(
      '每天和任意伙伴聊天，领取限定头像框。',
      'Chat with any partner each day to earn a limited avatar frame.',
      '毎日どの相棒とでもチャットして、限定アイコンフレームを手に入れよう。',
    ),
    description: t(
      '活动期间每天与任意一位游戏伙伴完成一次对话，即可累计签到。累计5天可领取“初见”限定头像框。',
      'During the event, finish one chat with any game partner each day to check in. Five check-ins earn the limited "First Meeting" avatar frame.',
      '期間中、毎日どの相棒とでも一回会話するとチェックイン。5日分たまると限定アイコンフレーム「はじめまして」がもらえる。',
    ),
    cover: media('activity', 1),
    start_offset_days: -3,
    end_offset_days: 11,
    tags: [t('签到', 'Check-in', 'チェックイン'), t('限定', 'Limited', '限定')],
    rules: [
      t(
        '每天与任意伙伴完成一次对话计为一天。',
        'One chat with any partner counts as one day.',
        'どの相棒とでも一回会話すれば一日分。',
      ),
      t(
        '累计5天即可领取奖励，无需连续。',
        'Five days in total, not necessarily in a row.',
        '合計5日でOK、連続でなくても大丈夫。',
      ),
    ],
  },
  {
    id: 2,
    title: t('知识库共建计划', 'Knowledge Library Drive', '知識ライブラリ共創'),
    summary: t(
      '分享你的游戏攻略心得，优秀内容将收录进知识库。',
      'Share your game tips; the best will join the knowledge library.',
      'ゲームの攻略のコツを共有しよう。優秀な内容は知識ライブラリに収録。',
    ),
    description: t(
      '选择任意一款游戏，提交一条不少于100字的原创攻略或冷知识。审核通过的内容会署名收录，并获得星尘奖励。',
      'Pick any game and submit an original tip or fun fact of at least 100 characters. Approved entries are published with your name and earn Stardust.',
      '好きなゲームを選び、100文字以上のオリジナル攻略や豆知識を投稿しよう。審査を通った内容は名前入りで収録され、スターダストがもらえる。',
    ),
    cover: media('activity', 2),
    start_offset_days: -10,
    end_offset_days: 20,
    tags: [t('创作', 'Create', '創作'), t('知识库', 'Knowledge', 'ナレッジ')],
    rules: [
      t('内容须为原创，不得抄袭。', 'Entries must be original.', '内容はオリジナルであること。'),
      t(
        '同一游戏每人最多收录3条。',
        'Up to 3 entries per person per game.',
        '同じゲームで一人3件まで収録。',
      ),
    ],
  },
  {
    id: 3,
    title: t('深夜开黑电台', 'Late-Night Squad Radio', '深夜のパーティラジオ'),
    summary: t(
      '每周五晚，伙伴们轮流分享本周的游戏趣事。',
      'Every Friday night the partners take turns sharing the week’s funny game moments.',
      '毎週金曜の夜、相棒たちが今週のゲームの面白話を順番に披露。',
    ),
    description: t(
      '在伙伴页面收听“深夜开黑电台”，投稿你的游戏趣事，被选中的故事会由伙伴亲口讲述。',
      'Tune in to Late-Night Squad Radio on the partner page and send in your funny stories; chosen ones are told by the partners themselves.',
      '相棒ページで「深夜のパーティラジオ」を聴いて、ゲームの面白話を投稿しよう。選ばれた話は相棒本人が語ってくれる。',
    ),
    cover: media('activity', 3),
    start_offset_days: 5,
    end_offset_days: 40,
    tags: [t('电台', 'Radio', 'ラジオ'), t('投稿', 'Submissions', '投稿')],
    rules: [
      t(
        '每人每周可投稿一次。',
        'One submission per person per week.',
        '一人週一回まで投稿できる。',
      ),
      t(
        '内容需友善，涉及剧透请提前注明。',
        'Keep it friendly and mark any story spoilers.',
        '内容は友好的に、ネタバレは明記すること。',
      ),
    ],
  },
  {
    id: 4,
    title: t('春季伙伴人气投票', 'Spring Partner Popularity Poll', '春の相棒人気投票'),
    summary: t(
      '为你最喜欢的伙伴投票，前三名将获得专属新剧情。',
      'Vote for your favourite partner; the top three get brand-new stories.',
      'お気に入りの相棒に投票しよう。上位3名には新ストーリーが追加。',
    ),
    description: t(
      '每位用户每天可投3票。投票结果已经公布，前三名的新剧情将陆续上线。',
      'Each user could cast 3 votes a day. Results are out, and new stories for the top three are rolling out.',
      '一人一日3票まで投票できた。結果は発表済みで、上位3名の新ストーリーが順次公開される。',
    ),
    cover: media('activity', 4),
    start_offset_days: -45,
    end_offset_days: -15,
    tags: [t('投票', 'Poll', '投票')],
    rules: [
      t('每人每天3票。', 'Three votes per person per day.', '一人一日3票。'),
      t('刷票行为将被判定无效。', 'Vote manipulation is void.', '不正な投票は無効。'),
    ],
  },
  {
    id: 5,
    title: t('AI PC 体验周', 'AI PC Experience Week', 'AI PC体験ウィーク'),
    summary: t(
      '下载桌面版，在 AI PC 上体验本地运行的伙伴语音。',
      'Download the desktop app and try partner voices running locally on an AI PC.',
      'デスクトップ版をダウンロードして、AI PCでローカル動作する相棒の音声を体験しよう。',
    ),
    description: t(
      '活动期间首次登录桌面版即可领取星尘，并解锁伙伴的本地语音功能体验。',
      'Log in to the desktop app for the first time during the event to receive Stardust and try partners’ local voice feature.',
      '期間中にデスクトップ版へ初めてログインすると、スターダストがもらえ、相棒のローカル音声機能を体験できる。',
    ),
    cover: media('activity', 5),
    start_offset_days: -1,
    end_offset_days: 6,
    tags: [t('桌面版', 'Desktop', 'デスクトップ'), t('福利', 'Rewards', '特典')],
    rules: [
      t('每个账号限领一次。', 'One reward per account.', '1アカウントにつき1回。'),
      t(
        '需使用桌面版登录。',
        'Requires logging in on the desktop app.',
        'デスクトップ版でのログインが必要。',
      ),
    ],
  },
  {
    id: 6,
    title: t('夏日建造大赛', 'Summer Build Contest', '夏の建築コンテスト'),
    summary: t(
      '和芽芽一起，用方块搭出你心中的夏天。',
      'Build your idea of summer out of blocks, with Yaya.',
      'ヤーヤと一緒に、ブロックで思い描く夏を作ろう。',
    ),
    description: t(
      '以“夏天”为主题建造作品并上传截图，芽芽会挑选她最喜欢的作品并送上评语。',
      'Build something on the theme of "summer" and upload a screenshot. Yaya will pick her favourites and leave comments.',
      '「夏」をテーマに作品を作ってスクリーンショットを投稿しよう。ヤーヤがお気に入りを選んでコメントをくれる。',
    ),
    cover: media('activity', 6),
    start_offset_days: 15,
    end_offset_days: 45,
    tags: [t('建造', 'Building', '建築'), t('比赛', 'Contest', 'コンテスト')],
    rules: [
      t('作品须为本人原创。', 'Builds must be your own.', '作品は本人のオリジナルであること。'),
      t(
        '每人最多上传3张截图。',
        'Up to 3 screenshots per person.',
        'スクリーンショットは一人3枚まで。',
      ),
    ],
  },
];

export const BANNERS: readonly BannerRecord[] = [
  {
    id: 1,
    title: t('新伙伴见面周', 'New Partner Week', '新しい相棒ウィーク'),
    subtitle: t(
      '聊天5天，领限定头像框',
      'Chat 5 days for a limited frame',
      '5日チャットで限定フレーム',
    ),
    image: media('banner', 1),
    activity_id: 1,
  },
  {
    id: 2,
    title: t('AI PC 体验周', 'AI PC Experience Week', 'AI PC体験ウィーク'),
    subtitle: t(
      '桌面版首登即送星尘',
      'Stardust on your first desktop login',
      'デスクトップ版初ログインでスターダスト',
    ),
    image: media('banner', 2),
    activity_id: 5,
  },
  {
    id: 3,
    title: t('游戏知识库上线', 'Game Knowledge Library', 'ゲーム知識ライブラリ'),
    subtitle: t(
      '12款热门游戏攻略一搜即得',
      'Tips for 12 popular games, one search away',
      '人気12タイトルの攻略をすぐ検索',
    ),
    image: media('banner', 3),
    activity_id: null,
  },
];
