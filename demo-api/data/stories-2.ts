/** Stories of partners 3 and 4. */
import { t } from './helpers';
import { narrate, reply, said, story } from './story-helpers';
import type { StoryRecord } from './types';

export const STORIES_2: readonly StoryRecord[] = [
  story({
    id: 103,
    character_id: 3,
    title: t('最后一个圈', 'The Last Circle', '最後の安全地帯'),
    summary: t(
      '只剩三支队伍，陆川要你在两分钟内做出最关键的转移决定。',
      'Three squads left, and Lu Chuan needs you to make the key rotation call within two minutes.',
      '残り三チーム。ルー・チュアンは二分以内に最重要の移動判断をあなたに託す。',
    ),
    scenes: [
      {
        title: t('刷圈', 'Zone Shift', '安全地帯の更新'),
        narration: t(
          '新的安全区刷在了对面山坡，你们还在一片开阔地上。',
          'The new safe zone appears on the far hillside, and you are still in open ground.',
          '新しい安全地帯は向こうの丘に出た。あなたたちはまだ開けた場所にいる。',
        ),
        lines: [
          said(
            t(
              '左边有一辆车，右边是石头掩体。你选。',
              'A car on the left, rocks for cover on the right. Your call.',
              '左に車、右に岩の遮蔽物。君が決めてくれ。',
            ),
          ),
          reply(t('为什么让我选？', 'Why me?', 'どうして私が？')),
          said(
            t(
              '因为你一直在看小地图。你比你想象的更懂。',
              'Because you have been watching the minimap. You know more than you think.',
              'ずっとミニマップを見ていたからだ。君は自分で思うより分かっている。',
            ),
          ),
        ],
        choices: [
          t('开车冲过去', 'Drive across', '車で突っ切る'),
          t('沿着石头慢慢推', 'Move rock to rock', '岩伝いに進む'),
        ],
      },
      {
        title: t('脚步声', 'Footsteps', '足音'),
        narration: t(
          '耳机里传来清晰的脚步声，来自东北方向。',
          'Clear footsteps come through your headset, from the north-east.',
          'ヘッドホンから北東方向の足音がはっきり聞こえる。',
        ),
        lines: [
          said(
            t(
              '两个人，在二楼。别急着开枪。',
              'Two of them, upstairs. Do not shoot yet.',
              '二人、二階だ。まだ撃つな。',
            ),
          ),
          said(
            t(
              '等他们和另一队交火，我们再收。',
              'Wait for them to trade with the other squad, then we clean up.',
              '別のチームと撃ち合うのを待ってから仕留める。',
            ),
          ),
          narrate(
            t(
              '远处果然响起了枪声。',
              'Sure enough, gunfire breaks out in the distance.',
              '案の定、遠くで銃声が響いた。',
            ),
          ),
        ],
        choices: [
          t('跟着他的指令', 'Follow his call', '指示に従う'),
          t('先扔一颗烟雾弹', 'Throw a smoke first', '先にスモークを投げる'),
        ],
      },
      {
        title: t('第一名', 'Number One', '一位'),
        narration: t(
          '最后一名敌人倒下，屏幕中央跳出了金色的字。',
          'The last enemy falls and golden text fills the centre of the screen.',
          '最後の敵が倒れ、画面の中央に金色の文字が浮かぶ。',
        ),
        lines: [
          said(
            t(
              '漂亮。那颗雷扔得正好。',
              'Nice. That grenade was perfectly placed.',
              '見事だ。あのグレネードは完璧だった。',
            ),
          ),
          reply(t('是你带得好。', 'You led us well.', '君の指示のおかげだよ。')),
          said(
            t(
              '是我们。下把你来指挥。',
              'It was us. You call the shots next game.',
              '俺たちの力だ。次は君が指揮してくれ。',
            ),
          ),
        ],
        choices: [
          t('好，下把我来', "Deal, I'll lead", 'よし、次は私が'),
          t('还是你来吧', 'You lead again', 'やっぱり君が'),
        ],
      },
    ],
  }),
  story({
    id: 104,
    character_id: 4,
    title: t('第八名的逆袭', 'Comeback from Eighth', '八位からの逆襲'),
    summary: t(
      '小满发誓要用一套“谁都没见过”的阵容拿下第一。',
      'Xiaoman swears she will take first place with a team comp nobody has ever seen.',
      'シャオマンは「誰も見たことのない」編成で一位を取ると宣言する。',
    ),
    scenes: [
      {
        title: t('奇怪的阵容', 'A Strange Comp', '謎の編成'),
        narration: t(
          '小满的棋盘上站着五个毫无关联的英雄。',
          "Five completely unrelated champions stand on Xiaoman's board.",
          'シャオマンの盤面には、まったく関係のない五体のチャンピオンが並んでいる。',
        ),
        lines: [
          said(
            t(
              '别笑！这叫“随缘流”，是我的独门秘籍。',
              "Don't laugh! It's my secret 'go with the flow' build.",
              '笑わないで！これは「なりゆき流」、私の秘伝なの。',
            ),
          ),
          reply(
            t(
              '它们连一个羁绊都没有……',
              'They do not share a single trait...',
              'シナジーがひとつもないよ……',
            ),
          ),
          said(
            t(
              '所以对手也猜不到我要干嘛呀！',
              'Which is why nobody can guess what I am doing!',
              'だから相手も何をするか読めないでしょ！',
            ),
          ),
        ],
        choices: [
          t('帮她调整阵容', 'Help her fix the comp', '編成を直してあげる'),
          t('相信她一次', 'Trust her this once', '今回は信じてみる'),
        ],
      },
      {
        title: t('金铲铲', 'The Spatula', '金のヘラ'),
        narration: t(
          '选秀环节，转盘中央放着一把金铲铲。',
          'At the carousel, a Golden Spatula sits in the middle.',
          '選択ラウンドの中央に、金のヘラが置かれている。',
        ),
        lines: [
          said(
            t(
              '是金铲铲！我血量最低，我先选！',
              "A Spatula! I'm lowest on health, I pick first!",
              '金のヘラだ！体力が一番少ないから私が先！',
            ),
          ),
          said(
            t(
              '合成纹章……就差这一个羁绊！',
              'An emblem... that is the one trait I was missing!',
              '紋章を作れば……足りなかったシナジーがそろう！',
            ),
          ),
          narrate(
            t(
              '小满的阵容突然亮起了一整排金色的图标。',
              "A whole row of golden icons suddenly lights up on Xiaoman's side.",
              'シャオマンの編成に金色のアイコンが一斉に灯った。',
            ),
          ),
        ],
        choices: [
          t('冲第一！', 'Go for first!', '一位を狙え！'),
          t('稳住前四', 'Play safe for top four', '四位以内を固める'),
        ],
      },
      {
        title: t('吃分', 'The Win', '勝利の瞬間'),
        narration: t(
          '最后一回合，对手的英雄一个接一个倒下。',
          "In the final round the opponent's champions fall one after another.",
          '最終ラウンド、相手のチャンピオンが次々と倒れていく。',
        ),
        lines: [
          said(
            t(
              '第一！第一！我就说随缘流是有用的！',
              'First! First! I told you the flow build works!',
              '一位！一位！なりゆき流は強いって言ったでしょ！',
            ),
          ),
          reply(
            t(
              '其实是金铲铲救了你。',
              'The Spatula saved you, honestly.',
              '正直、金のヘラのおかげだよね。',
            ),
          ),
          said(
            t(
              '嘘——那也是随缘的一部分！',
              "Shh, that's part of the flow too!",
              'しーっ、それもなりゆきのうち！',
            ),
          ),
        ],
        choices: [
          t('再来一把', 'One more game', 'もう一回'),
          t('截图留念', 'Take a screenshot', 'スクショを撮る'),
        ],
      },
    ],
  }),
];
