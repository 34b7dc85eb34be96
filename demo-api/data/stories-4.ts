/** Stories of partners 7 and 8. */
import { t } from './helpers';
import { narrate, reply, said, story } from './story-helpers';
import type { StoryRecord } from './types';

export const STORIES_4: readonly StoryRecord[] = [
  story({
    id: 107,
    character_id: 7,
    title: t('作战简报', 'The Briefing', '作戦ブリーフィング'),
    summary: t(
      '九条凛为一场高难关卡准备了三套方案，却紧张得不敢汇报。',
      'Rin Kujo has prepared three plans for a tough stage but is too nervous to present them.',
      '九条凛は高難度ステージ用に三つの作戦を用意したが、緊張して報告できずにいる。',
    ),
    scenes: [
      {
        title: t('三套方案', 'Three Plans', '三つの作戦'),
        narration: t(
          '会议室的白板上贴满了便签，九条凛低着头站在一旁。',
          'The whiteboard is covered in sticky notes, and Rin stands beside it, eyes down.',
          '会議室のホワイトボードは付箋だらけ。九条凛はうつむいて横に立っている。',
        ),
        lines: [
          said(
            t(
              '指挥官，这、这是我整理的作战方案……',
              'Commander, th-these are the plans I put together...',
              '指揮官、こ、これが私のまとめた作戦です……',
            ),
          ),
          reply(
            t(
              '三套？你一晚上没睡吧。',
              'Three of them? You did not sleep at all, did you.',
              '三つも？一晩中起きてたでしょ。',
            ),
          ),
          said(
            t(
              '因为……我想确保万无一失。',
              'Because... I wanted to be sure nothing could go wrong.',
              'だって……万全を期したかったので。',
            ),
          ),
        ],
        choices: [
          t('认真听她讲解', 'Listen carefully', 'しっかり説明を聞く'),
          t('先让她休息一下', 'Make her rest first', 'まず休ませる'),
        ],
      },
      {
        title: t('意外', 'The Surprise', '想定外'),
        narration: t(
          '关卡开始后，敌人从一个没有标注的入口涌了进来。',
          'Once the stage begins, enemies pour in from an unmarked entrance.',
          'ステージが始まると、記されていない入口から敵がなだれ込んできた。',
        ),
        lines: [
          said(
            t(
              '这、这不在我的计划里！',
              "Th-this wasn't in my plan!",
              'こ、これは計画にありません！',
            ),
          ),
          reply(
            t(
              '没关系，方案二的阵型可以临时挪过去。',
              'It is fine. We can shift the formation from plan two over there.',
              '大丈夫、作戦二の陣形をそっちへ移せばいい。',
            ),
          ),
          said(
            t(
              '……对！重装往左两格，医疗跟上！',
              '...Right! Defender two tiles left, Medic follow!',
              '……そうですね！重装を左へ二マス、医療も続いて！',
            ),
          ),
        ],
        choices: [
          t('相信她的调整', 'Trust her adjustment', '彼女の修正を信じる'),
          t('亲自补一个干员', 'Deploy an extra operator yourself', '自分でオペレーターを追加する'),
        ],
      },
      {
        title: t('复盘笔记', 'Debrief Notes', '振り返りノート'),
        narration: t(
          '通关后，九条凛在笔记本上写下新的一页。',
          'After the clear, Rin starts a fresh page in her notebook.',
          'クリア後、九条凛はノートに新しいページを書き始めた。',
        ),
        lines: [
          said(
            t(
              '原来计划不需要完美，只需要能改。',
              "So a plan doesn't need to be perfect. It only needs to be adjustable.",
              '計画は完璧じゃなくていい、直せればいいんですね。',
            ),
          ),
          reply(t('而且你改得很快。', 'And you adjusted it fast.', 'しかも直すのが早かった。')),
          said(
            t(
              '那是因为……有指挥官在。',
              'That is because... you were there, Commander.',
              'それは……指揮官がいてくれたからです。',
            ),
          ),
        ],
        choices: [
          t('下次一起做计划', "Let's plan together next time", '次は一緒に計画しよう'),
          t('夸夸她', 'Praise her', '褒めてあげる'),
        ],
      },
    ],
  }),
  story({
    id: 108,
    character_id: 8,
    title: t('第四十八次', 'Attempt Forty-Eight', '四十八回目'),
    summary: t(
      '雷克斯第四十八次挑战同一个首领，这一次他请你在旁边看着。',
      'Rex takes on the same boss for the forty-eighth time, and this time he asks you to watch.',
      'レックスが同じボスに四十八回目の挑戦。今回はあなたに見ていてほしいと言う。',
    ),
    scenes: [
      {
        title: t('雾门之前', 'Before the Fog Gate', '霧の門の前'),
        narration: t(
          '雷克斯在首领房间前来回踱步，嘴里念念有词。',
          'Rex paces in front of the boss room, muttering to himself.',
          'レックスはボス部屋の前を行ったり来たりしながら、ぶつぶつ呟いている。',
        ),
        lines: [
          said(
            t(
              '第二阶段的连击，左、左、右、跳。我背下来了。',
              'Phase two combo: left, left, right, jump. I have it memorised.',
              '第二形態の連撃は、左、左、右、ジャンプ。覚えたぜ。',
            ),
          ),
          reply(t('要不要先升两级？', 'Maybe level up twice first?', '先に二つレベルを上げたら？')),
          said(
            t(
              '不！这次我要用技术说话！',
              'No! This time my skills do the talking!',
              'いや！今回は腕で勝負だ！',
            ),
          ),
        ],
        choices: [
          t('为他加油', 'Cheer him on', '応援する'),
          t('提醒他带上骨灰', 'Remind him about Spirit Ashes', '遺灰を持つよう言う'),
        ],
      },
      {
        title: t('第二阶段', 'Phase Two', '第二形態'),
        narration: t(
          '首领的血条只剩一半，背后燃起了猩红的光。',
          'The boss is down to half health and a crimson glow flares behind it.',
          'ボスの体力が半分になり、背後に真紅の光が燃え上がった。',
        ),
        lines: [
          said(t('来了！左、左……', 'Here it comes! Left, left...', '来た！左、左……')),
          narrate(
            t(
              '雷克斯在最后一下跳了起来，刀光从他脚下掠过。',
              'Rex jumps on the last hit and the blade sweeps beneath his feet.',
              'レックスは最後の一撃で跳び、刃が足元をかすめた。',
            ),
          ),
          said(
            t(
              '躲过去了！我居然躲过去了！',
              'I dodged it! I actually dodged it!',
              '避けた！本当に避けたぞ！',
            ),
          ),
        ],
        choices: [
          t('快输出！', 'Attack now!', '今だ、攻撃！'),
          t('先喝药！', 'Heal first!', 'まず回復！'),
        ],
      },
      {
        title: t('胜者', 'Victor', '勝者'),
        narration: t(
          '巨大的文字缓缓浮现在屏幕中央。',
          'Huge letters slowly appear in the middle of the screen.',
          '大きな文字が画面の中央にゆっくりと浮かび上がる。',
        ),
        lines: [
          said(
            t(
              '赢了……四十八次，终于赢了！',
              'I won... forty-eight tries and I finally won!',
              '勝った……四十八回目でついに勝った！',
            ),
          ),
          reply(
            t(
              '恭喜！刚才那个跳跃太帅了。',
              'Congratulations! That jump was incredible.',
              'おめでとう！さっきのジャンプ最高だった。',
            ),
          ),
          said(
            t(
              '多亏你在旁边看着。下一个首领，一起？',
              'Thanks for watching. Next boss, together?',
              '見ててくれたおかげだ。次のボス、一緒に行くか？',
            ),
          ),
        ],
        choices: [
          t('一起上！', "Let's go together!", '一緒に行こう！'),
          t('你先休息一下', 'Rest a bit first', '少し休んでから'),
        ],
      },
    ],
  }),
];
