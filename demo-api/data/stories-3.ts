/** Stories of partners 5 and 6. */
import { t } from './helpers';
import { narrate, reply, said, story } from './story-helpers';
import type { StoryRecord } from './types';

export const STORIES_3: readonly StoryRecord[] = [
  story({
    id: 105,
    character_id: 5,
    title: t('消失的注脚', 'The Missing Footnote', '消えた脚注'),
    summary: t(
      '墨言在一件道具描述里发现了一处矛盾，邀你一起追查真相。',
      'Moyan spots a contradiction in an item description and asks you to help uncover the truth.',
      'モーイェンはアイテム説明の矛盾に気づき、真相を一緒に追おうと誘う。',
    ),
    scenes: [
      {
        title: t('矛盾', 'The Contradiction', '矛盾'),
        narration: t(
          '墨言的笔记本摊开着，两页文字被红笔圈了出来。',
          "Moyan's notebook lies open, two passages circled in red.",
          'モーイェンのノートが開かれ、二つの文章が赤で囲まれている。',
        ),
        lines: [
          said(
            t(
              '这把剑的描述说它“从未离开过王城”。',
              'This sword’s description says it "never left the royal capital".',
              'この剣の説明には「王都を一度も出たことがない」とある。',
            ),
          ),
          said(
            t(
              '可它却出现在千里之外的废墟里。你怎么看？',
              'Yet it turns up in ruins a thousand miles away. What do you make of that?',
              'なのに千里離れた廃墟で見つかる。どう思う？',
            ),
          ),
          reply(t('也许有人把它偷了出来？', 'Maybe someone stole it?', '誰かが盗み出したとか？')),
        ],
        choices: [
          t('去废墟看看', 'Visit the ruins', '廃墟へ行ってみる'),
          t('先查其他道具', 'Check other items first', '他のアイテムを調べる'),
        ],
      },
      {
        title: t('废墟', 'The Ruins', '廃墟'),
        narration: t(
          '残破的石柱上，有一行几乎被磨平的刻字。',
          'On a broken pillar is an inscription worn almost smooth.',
          '崩れた石柱に、ほとんど削れてしまった刻字がある。',
        ),
        lines: [
          said(
            t(
              '“献给守城之人”……原来如此。',
              '"For the one who guarded the city"... So that is it.',
              '「都を守りし者へ」……なるほど。',
            ),
          ),
          said(
            t(
              '剑没有离开王城，是王城的一部分被搬到了这里。',
              'The sword never left the capital; part of the capital was moved here.',
              '剣が王都を出たのではなく、王都の一部がここへ移されたんだ。',
            ),
          ),
          narrate(
            t(
              '远处的钟声恰好在这时响起。',
              'A distant bell rings at that very moment.',
              'ちょうどその時、遠くで鐘が鳴った。',
            ),
          ),
        ],
        choices: [
          t('顺着钟声走', 'Follow the bell', '鐘の音をたどる'),
          t('记录下这行字', 'Write down the inscription', '刻字を書き留める'),
        ],
      },
      {
        title: t('答案', 'The Answer', '答え'),
        narration: t(
          '钟楼顶端，一块石板补全了整个故事。',
          'At the top of the bell tower, a stone tablet completes the whole story.',
          '鐘楼の頂上で、一枚の石板が物語のすべてを埋めた。',
        ),
        lines: [
          said(
            t(
              '你看，制作者把答案拆成了三块，藏在三个地方。',
              'See, the creators split the answer into three pieces and hid them in three places.',
              'ほら、作り手は答えを三つに分けて三か所に隠していたんだ。',
            ),
          ),
          reply(t('你是怎么想到的？', 'How did you figure that out?', 'どうして気づいたの？')),
          said(
            t(
              '因为你问了“也许有人偷了它”。好问题，往往比答案更重要。',
              'Because you asked whether someone stole it. A good question often matters more than the answer.',
              '君が「盗まれたのかも」と聞いたからさ。良い問いは答えより大事なことが多い。',
            ),
          ),
        ],
        choices: [
          t('再找一个谜题', 'Find another mystery', '次の謎を探す'),
          t('把笔记分享出去', 'Share the notes', 'ノートを共有する'),
        ],
      },
    ],
  }),
  story({
    id: 106,
    character_id: 6,
    title: t('会发光的小屋', 'The Glowing House', '光る小屋'),
    summary: t(
      '芽芽想在湖边盖一座晚上会发光的小屋，需要你帮忙找材料。',
      'Yaya wants to build a lakeside house that glows at night and needs your help gathering materials.',
      'ヤーヤは湖のほとりに夜に光る小屋を建てたくて、材料集めを手伝ってほしいと言う。',
    ),
    scenes: [
      {
        title: t('设计图', 'The Blueprint', '設計図'),
        narration: t(
          '芽芽在草地上用木棍画出了一座歪歪扭扭的小屋。',
          'Yaya sketches a wobbly little house in the grass with a stick.',
          'ヤーヤが棒で草の上にちょっといびつな小屋を描いた。',
        ),
        lines: [
          said(
            t(
              '屋顶要用玻璃，这样躺在床上就能看星星。',
              'The roof should be glass, so we can see the stars from bed.',
              '屋根はガラスにしたいの。ベッドから星が見えるように。',
            ),
          ),
          said(
            t(
              '墙里藏几块萤石，晚上整座屋子都会亮起来！',
              'And glowstone hidden in the walls, so the whole house lights up at night!',
              '壁にグロウストーンを隠せば、夜は小屋全体が光るよ！',
            ),
          ),
          reply(
            t(
              '萤石要去下界才有哦。',
              'Glowstone only comes from the Nether, you know.',
              'グロウストーンはネザーにしかないよ。',
            ),
          ),
        ],
        choices: [
          t('一起去下界', 'Go to the Nether together', '一緒にネザーへ'),
          t('先去沙滩烧玻璃', 'Smelt glass at the beach first', '先に砂浜でガラスを作る'),
        ],
      },
      {
        title: t('下界探险', 'Into the Nether', 'ネザー探検'),
        narration: t(
          '传送门的紫光散去，眼前是一片翻滚的岩浆海。',
          'The purple glow of the portal fades, revealing a churning sea of lava.',
          'ポータルの紫の光が消えると、目の前に溶岩の海が広がった。',
        ),
        lines: [
          said(
            t(
              '好热……但是你看上面！一大串萤石！',
              'So hot... but look up there! A whole cluster of glowstone!',
              'あつい……でも上を見て！グロウストーンがいっぱい！',
            ),
          ),
          reply(
            t(
              '小心脚下，我来搭桥。',
              "Watch your step, I'll build a bridge.",
              '足元に気をつけて、橋をかけるから。',
            ),
          ),
          said(
            t(
              '嗯！我在后面帮你递方块。',
              "Okay! I'll hand you blocks from behind.",
              'うん！後ろからブロックを渡すね。',
            ),
          ),
        ],
        choices: [
          t('挖够就回去', 'Mine enough and head back', '十分掘ったら帰る'),
          t('再多挖一点', 'Mine a little extra', 'もう少し多めに掘る'),
        ],
      },
      {
        title: t('第一盏灯', 'The First Light', '最初の灯り'),
        narration: t(
          '太阳落山时，湖边的小屋一点一点亮了起来。',
          'As the sun sets, the lakeside house lights up bit by bit.',
          '日が沈むと、湖畔の小屋が少しずつ明るくなっていく。',
        ),
        lines: [
          said(
            t(
              '成功了！比设计图还要好看。',
              "We did it! It's even prettier than the blueprint.",
              'できた！設計図よりずっときれい。',
            ),
          ),
          reply(
            t(
              '门口再种一排花吧。',
              "Let's plant a row of flowers by the door.",
              '入口に花を一列植えようよ。',
            ),
          ),
          said(
            t(
              '好呀，这是我们的家了。',
              'Yes! This is our home now.',
              'いいね、ここが私たちの家だね。',
            ),
          ),
        ],
        choices: [
          t('种上花', 'Plant the flowers', '花を植える'),
          t('躺下看星星', 'Lie down and watch the stars', '寝転んで星を見る'),
        ],
      },
    ],
  }),
];
