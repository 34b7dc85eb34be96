/** Stories of partners 1 and 2. */
import { t } from './helpers';
import { narrate, reply, said, story } from './story-helpers';
import type { StoryRecord } from './types';

export const STORIES_1: readonly StoryRecord[] = [
  story({
    id: 101,
    character_id: 1,
    title: t('星落之夜', 'The Night the Stars Fell', '星降る夜'),
    summary: t(
      '星野约你在游戏里的山顶看流星，却发现信号塔出了故障。',
      'Hoshino invites you to watch a meteor shower on an in-game peak, but the signal tower is broken.',
      '星野にゲーム内の山頂で流星を見ようと誘われるが、信号塔が故障していた。',
    ),
    scenes: [
      {
        title: t('约定', 'The Promise', '約束'),
        narration: t(
          '深夜十一点，好友列表里只剩一个亮着的头像。',
          'Eleven at night. Only one avatar is still lit on your friends list.',
          '夜の十一時。フレンドリストで光っているアイコンはひとつだけ。',
        ),
        lines: [
          said(
            t(
              '你还没睡呀？听说今晚游戏里有流星雨。',
              "Still awake? I heard there's a meteor shower in the game tonight.",
              'まだ起きてたの？今夜ゲームの中で流星群があるんだって。',
            ),
          ),
          reply(
            t(
              '真的？在哪里看最清楚？',
              'Really? Where can we see it best?',
              '本当？どこで見るのが一番きれい？',
            ),
          ),
          said(
            t(
              '西边的山顶。我带你去，顺路还能收集几朵花。',
              "The western peak. I'll take you, and we can pick a few flowers on the way.",
              '西の山頂だよ。案内するね、途中でお花も摘めるし。',
            ),
          ),
        ],
        choices: [
          t('现在就出发', "Let's go now", '今すぐ出発'),
          t('先准备点补给', 'Pack some supplies first', 'まず準備をしよう'),
        ],
      },
      {
        title: t('熄灭的信号塔', 'The Dark Tower', '消えた信号塔'),
        narration: t(
          '山顶的信号塔没有亮，周围的机关也停止了转动。',
          'The signal tower on the peak is dark, and the mechanisms around it have stopped turning.',
          '山頂の信号塔は消えていて、周りの仕掛けも止まっている。',
        ),
        lines: [
          said(
            t(
              '奇怪，塔不亮的话，流星是不会出现的。',
              "Strange. If the tower isn't lit, the meteors won't appear.",
              '変だね。塔が光らないと流星は出てこないの。',
            ),
          ),
          narrate(
            t(
              '三块石板散落在塔的四周，上面刻着元素符号。',
              'Three stone tablets lie around the tower, carved with elemental symbols.',
              '塔の周りに元素の記号が刻まれた三枚の石板が散らばっている。',
            ),
          ),
          said(
            t(
              '我们一起按顺序点亮它们吧，风、雷、水。',
              "Let's light them in order together: wind, lightning, water.",
              '一緒に順番に点けよう。風、雷、水の順だよ。',
            ),
          ),
        ],
        choices: [
          t('按她说的顺序点亮', 'Light them in her order', '言われた順に点ける'),
          t('先检查石板上的提示', 'Check the clues first', '先に石板のヒントを見る'),
        ],
      },
      {
        title: t('流星雨', 'Meteor Shower', '流星群'),
        narration: t(
          '塔尖亮起的一瞬间，整片夜空被拖着长尾的光点划开。',
          'The moment the spire lights up, the whole night sky is split by trailing streaks of light.',
          '塔の先端が光った瞬間、夜空いっぱいに尾を引く光が走った。',
        ),
        lines: [
          said(
            t(
              '你看！比我想象的还要多。',
              'Look! Even more than I imagined.',
              '見て！想像していたよりずっと多い。',
            ),
          ),
          reply(t('快许愿。', 'Make a wish, quick.', '早くお願いごとして。')),
          said(
            t(
              '我许好了……希望明天也能这样陪你玩。',
              'Done... I wished we could play like this again tomorrow.',
              'したよ……明日もこうして一緒に遊べますようにって。',
            ),
          ),
        ],
        choices: [
          t('明天见', 'See you tomorrow', 'また明日'),
          t('再看一会儿', 'Stay a little longer', 'もう少し見ていよう'),
        ],
      },
    ],
  }),
  story({
    id: 102,
    character_id: 2,
    title: t('十连败之后', 'After Ten Losses', '十連敗のあとで'),
    summary: t(
      '连输十局后，凌霄拉你进了训练营，从一场复盘开始重建信心。',
      'After ten straight losses, Lingxiao drags you into training and rebuilds your confidence one replay at a time.',
      '十連敗したあなたを、リンシャオが練習場へ連れ出し、振り返りから自信を取り戻させる。',
    ),
    scenes: [
      {
        title: t('复盘', 'The Replay', '振り返り'),
        narration: t(
          '屏幕上定格在你第五次被对方打野抓死的画面。',
          'The screen freezes on the fifth time the enemy jungler caught you.',
          '画面は、敵ジャングラーに五回目に倒された瞬間で止まっている。',
        ),
        lines: [
          said(
            t(
              '看小地图。对方打野消失了多久？',
              'Look at the minimap. How long had their jungler been missing?',
              'ミニマップを見て。敵のジャングラーはどれくらい消えていた？',
            ),
          ),
          reply(t('……二十秒？', '...Twenty seconds?', '……二十秒？')),
          said(
            t(
              '二十秒足够他绕半张地图。下次看不到人，就往后撤一步。',
              "Twenty seconds is enough to cross half the map. Next time you can't see him, step back.",
              '二十秒あればマップの半分を回れる。見えなくなったら一歩下がること。',
            ),
          ),
        ],
        choices: [
          t('我记住了', 'Got it', '覚えた'),
          t('再放一遍', 'Play it again', 'もう一回見せて'),
        ],
      },
      {
        title: t('训练营', 'Training Camp', '練習場'),
        narration: t(
          '训练营里只有你和一排木桩，凌霄抱着手臂站在旁边。',
          'Just you and a row of dummies in the training camp, Lingxiao watching with her arms crossed.',
          '練習場にはあなたと木人が並ぶだけ。リンシャオは腕を組んで横に立っている。',
        ),
        lines: [
          said(
            t(
              '十分钟，只用普攻补兵。我数着。',
              'Ten minutes, last hits with basic attacks only. I am counting.',
              '十分間、通常攻撃だけでラストヒット。数えてるからね。',
            ),
          ),
          narrate(t('你补到了第六十二个。', 'You reach sixty-two.', '六十二体目を取った。')),
          said(
            t(
              '比上周多了十五个。你看，进步是能数出来的。',
              'Fifteen more than last week. See? Progress is something you can count.',
              '先週より十五体多い。ほら、上達は数えられるんだよ。',
            ),
          ),
        ],
        choices: [
          t('再来一组', 'One more set', 'もう一セット'),
          t('去打排位', 'Go play ranked', 'ランク戦へ行く'),
        ],
      },
      {
        title: t('胜利', 'Victory', '勝利'),
        narration: t(
          '水晶爆炸的音效响起，结算界面上写着“胜利”。',
          'The crystal explodes, and the results screen reads "Victory".',
          'クリスタルが爆発し、リザルト画面に「勝利」の文字。',
        ),
        lines: [
          reply(t('赢了！我们赢了！', 'We won! We actually won!', '勝った！勝ったよ！')),
          said(
            t(
              '嗯。第十二分钟那次撤退，做得很好。',
              'Mm. That retreat at minute twelve was well done.',
              'うん。十二分の撤退、よくできてた。',
            ),
          ),
          said(
            t(
              '……我就说你可以的。',
              '...I told you that you could do it.',
              '……できるって言ったでしょ。',
            ),
          ),
        ],
        choices: [
          t('谢谢你，教练', 'Thanks, coach', 'ありがとう、コーチ'),
          t('下一局继续', 'On to the next one', '次の試合へ'),
        ],
      },
    ],
  }),
];
