/**
 * Reply templates of the demo chat. `{name}` is the partner's name, `{game}` a game the message
 * mentions (or one the partner plays), `{topic}` a short quote of the message.
 */
import { t } from './helpers';
import type { LocalizedText } from './types';

export const CHAT_INTENTS = [
  'greeting',
  'thanks',
  'sad',
  'happy',
  'help',
  'game',
  'question',
  'other',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/**
 * Keywords (lower case) that select an intent, tried in this order. Latin words match whole words
 * only; the others match anywhere in the message.
 */
export const CHAT_KEYWORDS: readonly { intent: ChatIntent; words: readonly string[] }[] = [
  {
    intent: 'sad',
    words: [
      '累',
      '难过',
      '输了',
      '烦',
      '伤心',
      '郁闷',
      'tired',
      'sad',
      'lost',
      'upset',
      '疲れ',
      '悲しい',
      '負け',
      'つらい',
    ],
  },
  {
    intent: 'happy',
    words: [
      '赢',
      '胜利',
      '开心',
      '出金',
      '上分',
      'won',
      'win',
      'wins',
      'happy',
      'yay',
      '勝っ',
      '嬉しい',
      'やった',
    ],
  },
  {
    intent: 'thanks',
    words: ['谢谢', '感谢', '多谢', 'thank', 'thanks', 'thx', 'ありがとう', '感謝'],
  },
  {
    intent: 'help',
    words: [
      '怎么',
      '如何',
      '攻略',
      '技巧',
      '建议',
      '教我',
      'how',
      'tip',
      'tips',
      'guide',
      'advice',
      'help',
      'どう',
      'コツ',
      '攻略',
      '教えて',
      'アドバイス',
    ],
  },
  {
    intent: 'greeting',
    words: [
      '你好',
      '嗨',
      '哈喽',
      '早上好',
      '晚上好',
      'hello',
      'hi',
      'hey',
      'こんにちは',
      'おはよう',
      'こんばんは',
      'やあ',
    ],
  },
];

export const CHAT_TEMPLATES: Record<ChatIntent, readonly LocalizedText[]> = {
  greeting: [
    t(
      '（{name}朝你挥了挥手）你来啦！今天想玩{game}吗？',
      '({name} waves at you) You made it! Feel like some {game} today?',
      '（{name}が手を振る）来てくれたんだ！今日は{game}で遊ぶ？',
    ),
    t(
      '嗨～{name}已经在线等你好一会儿了。',
      'Hi~ {name} has been online waiting for you for a while.',
      'やあ～{name}、しばらく前からオンラインで待ってたよ。',
    ),
    t(
      '你好呀！{name}刚刚还在想你什么时候上线呢。',
      'Hello! {name} was just wondering when you would log in.',
      'こんにちは！{name}、ちょうど君がいつ来るか考えてたところ。',
    ),
  ],
  thanks: [
    t(
      '（{name}有点不好意思）不用谢啦，能帮上忙我就很开心。',
      "({name} looks a little shy) No need to thank me, I'm just glad I could help.",
      '（{name}は少し照れている）お礼なんていいよ、役に立てて嬉しい。',
    ),
    t(
      '嘿嘿，{name}随时都在。下次{game}也叫上我！',
      'Hehe, {name} is always here. Call me for {game} next time too!',
      'えへへ、{name}はいつでもここにいるよ。次の{game}も誘ってね！',
    ),
  ],
  sad: [
    t(
      '（{name}轻轻拍了拍你的肩）输几局很正常，先喝口水，我们慢慢复盘。',
      "({name} pats your shoulder) Everyone loses a few. Have some water, then we'll go over it slowly.",
      '（{name}がそっと肩を叩く）何回か負けるのは普通だよ。水を飲んで、ゆっくり振り返ろう。',
    ),
    t(
      '{name}在呢。累了就休息一下，{game}又不会跑掉。',
      "{name} is right here. If you're tired, take a break; {game} isn't going anywhere.",
      '{name}がいるよ。疲れたら休もう、{game}は逃げないから。',
    ),
    t(
      '听起来今天不太顺……要不要跟{name}说说发生了什么？',
      "Sounds like today didn't go well... want to tell {name} what happened?",
      '今日はうまくいかなかったみたいだね……{name}に何があったか話してみる？',
    ),
  ],
  happy: [
    t(
      '（{name}眼睛一亮）太棒了！快跟我讲讲你是怎么做到的！',
      "({name}'s eyes light up) Amazing! Tell me how you pulled it off!",
      '（{name}の目が輝く）すごい！どうやったのか教えて！',
    ),
    t(
      '好耶！{name}就知道你可以的，这把{game}打得漂亮！',
      'Yes! {name} knew you could do it. That {game} match was great!',
      'やった！{name}はできるって信じてたよ。今回の{game}、見事だった！',
    ),
  ],
  help: [
    t(
      '关于“{topic}”，{name}的建议是：先把基础练扎实，再看知识库里{game}的攻略，遇到具体问题随时问我。',
      'About "{topic}", {name} suggests nailing the basics first, then reading the {game} tips in the knowledge library. Ask me anything specific.',
      '「{topic}」については、{name}のおすすめはまず基本を固めてから、知識ライブラリの{game}の攻略を読むこと。具体的なことはいつでも聞いてね。',
    ),
    t(
      '（{name}认真想了想）{game}里我常用的办法是：少贪、多看小地图、打完一波先回状态。',
      "({name} thinks it over) In {game} my go-to is: don't get greedy, watch the minimap, and recover after every fight.",
      '（{name}は真剣に考えた）{game}でよく使う方法は、欲張らない、ミニマップを見る、戦いのあとは立て直す、だよ。',
    ),
  ],
  game: [
    t(
      '{game}！{name}最近也在玩，我们找时间一起开一局吧。',
      "{game}! {name} has been playing it lately too. Let's find time for a match together.",
      '{game}！{name}も最近遊んでるんだ。時間を見つけて一緒にやろう。',
    ),
    t(
      '说到{game}，{name}可有不少心得，想先听角色、玩法还是冷知识？',
      'Speaking of {game}, {name} has plenty to share: characters, mechanics or fun facts first?',
      '{game}といえば、{name}には話したいことがたくさん。キャラ、システム、豆知識、どれから聞きたい？',
    ),
  ],
  question: [
    t(
      '好问题！{name}觉得答案取决于你的玩法习惯，你平时更喜欢进攻还是稳扎稳打？',
      'Good question! {name} thinks it depends on how you play. Do you prefer to attack or play it safe?',
      'いい質問！{name}は遊び方次第だと思う。攻めるのと堅実にいくの、どっちが好き？',
    ),
    t(
      '（{name}歪了歪头）嗯……这个我们可以一起去知识库里查查{game}的资料。',
      '({name} tilts their head) Hmm... we could look it up in the {game} section of the knowledge library together.',
      '（{name}は首をかしげた）うーん……知識ライブラリの{game}の資料を一緒に調べてみようか。',
    ),
  ],
  other: [
    t(
      '{name}记下了：“{topic}”。然后呢？继续说，我在听。',
      '{name} noted that down: "{topic}". And then? Go on, I\'m listening.',
      '{name}、メモしたよ：「{topic}」。それで？続けて、聞いてるよ。',
    ),
    t(
      '哈哈，和你聊天总是很有意思。要不要待会儿一起玩{game}？',
      'Haha, talking with you is always fun. Want to play some {game} in a bit?',
      'あはは、君と話すのはいつも楽しい。あとで一緒に{game}やらない？',
    ),
    t(
      '（{name}笑了笑）你说的我都记得哦。今天过得怎么样？',
      '({name} smiles) I remember everything you tell me. How was your day?',
      '（{name}は微笑んだ）君の話は全部覚えてるよ。今日はどんな一日だった？',
    ),
  ],
};
