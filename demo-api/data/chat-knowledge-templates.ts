/**
 * Replies that draw on the partner's own game. `{game}` is that game, `{name}` the partner,
 * `{subject}` the role or topic the message named, `{title}` and `{summary}` a knowledge entry
 * of the game, `{other}` a game the message named that the partner does not play.
 */
import { t } from './helpers';
import type { LocalizedText } from './types';

/** The message names a role or topic that a knowledge entry of the game covers. */
export const KNOWLEDGE_TEMPLATES: readonly LocalizedText[] = [
  t(
    '说到{subject}，{name}在{game}里最想分享的是「{title}」：{summary}',
    'Speaking of {subject}, what {name} most wants to share from {game} is "{title}": {summary}',
    '{subject}といえば、{game}で{name}がいちばん伝えたいのは「{title}」：{summary}',
  ),
  t(
    '（{name}翻开了{game}的笔记）{subject}？「{title}」这条说得很清楚——{summary}',
    '({name} flips open the {game} notes) {subject}? "{title}" puts it well: {summary}',
    '（{name}は{game}のメモを開いた）{subject}？「{title}」にうまくまとまってるよ——{summary}',
  ),
  t(
    '{game}的{subject}{name}熟！一句话：{summary}想看全文就去知识库搜「{title}」。',
    '{name} knows {subject} in {game} well! In short: {summary} Search the knowledge library for "{title}" for the rest.',
    '{game}の{subject}なら{name}に任せて！ひとことで言うと、{summary}続きは知識ライブラリで「{title}」を検索してね。',
  ),
];

/** The message names a role of the game that no knowledge entry covers: its own summary. */
export const ROLE_TEMPLATES: readonly LocalizedText[] = [
  t(
    '{subject}？{game}里{name}可太熟了：{summary}',
    '{subject}? {name} knows them from {game} very well: {summary}',
    '{subject}？{game}の話なら{name}は詳しいよ：{summary}',
  ),
  t(
    '（{name}眼睛一亮）你也在关注{game}的{subject}呀！{summary}',
    "({name}'s eyes light up) You're into {subject} from {game} too! {summary}",
    '（{name}の目が輝く）{game}の{subject}が気になるんだね！{summary}',
  ),
];

/** A question or a request for advice on nothing the demo knows: an entry of the game to start with. */
export const ADVICE_TEMPLATES: readonly LocalizedText[] = [
  t(
    '{game}的话，{name}建议先看看知识库里的「{title}」：{summary}',
    'For {game}, {name} suggests starting with "{title}" in the knowledge library: {summary}',
    '{game}なら、{name}のおすすめはまず知識ライブラリの「{title}」：{summary}',
  ),
  t(
    '（{name}认真想了想）这得从{game}的基础说起。先读「{title}」吧——{summary}',
    '({name} thinks it over) That starts with the {game} basics. Read "{title}" first: {summary}',
    '（{name}は真剣に考えた）それは{game}の基本からだね。まず「{title}」を読んでみて——{summary}',
  ),
  t(
    '好问题！{name}在{game}里常提醒大家：{summary}详细的可以看「{title}」。',
    'Good question! In {game}, {name} always reminds people: {summary} The details are in "{title}".',
    'いい質問！{game}で{name}がいつも言ってるのは、{summary}詳しくは「{title}」を見てね。',
  ),
];

/** The message names a game the partner does not play: it stays with its own. */
export const OTHER_GAME_TEMPLATES: readonly LocalizedText[] = [
  t(
    '{other}{name}玩得不多，最拿手的还是{game}。要不要聊聊{game}？',
    "{name} hasn't played much {other}; {game} is what I know best. Shall we talk {game}?",
    '{other}は{name}あまり遊んでないんだ。いちばん詳しいのは{game}。{game}の話をしない？',
  ),
  t(
    '（{name}挠了挠头）{other}我不太懂……不过{game}的事尽管问我！',
    "({name} scratches their head) I don't know much about {other}... but ask me anything about {game}!",
    '（{name}は頭をかいた）{other}はよく知らないんだ……でも{game}のことなら何でも聞いて！',
  ),
];
