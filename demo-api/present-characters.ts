/** Turns partner, story, quest and activity records into API payloads in one language. */
import type {
  Activity,
  ActivityBanner,
  ActivityStatus,
  Character,
  CharacterFigure,
  CharacterSummary,
  HomeCharacter,
  QuestInfo,
  Story,
} from '../shared/api/types';
import type { Lang } from '../shared/i18n/languages';
import { gamesOfCharacter } from './data';
import { ACTIVITY_STATUS_LABELS, CHARACTER_TAGS } from './data/labels';
import type {
  ActivityRecord,
  BannerRecord,
  CharacterRecord,
  QuestRecord,
  StoryRecord,
} from './data/types';
import { pick, pickAll } from './lang';
import { gameSummary } from './present-games';

const DAY_MS = 24 * 60 * 60 * 1000;

export function tagLabels(keys: readonly string[], lang: Lang): string[] {
  return keys.flatMap((key) => {
    const label = CHARACTER_TAGS[key];
    return label ? [pick(label, lang)] : [];
  });
}

export function characterSummary(character: CharacterRecord, lang: Lang): CharacterSummary {
  return {
    id: character.id,
    name: pick(character.name, lang),
    avatar: character.avatar,
    cover: character.cover,
    tagline: pick(character.tagline, lang),
    tags: tagLabels(character.tags, lang),
    game_ids: [...character.game_ids],
    is_official: character.is_official,
    chat_count: character.chat_count,
  };
}

export function characterFull(character: CharacterRecord, lang: Lang): Character {
  return {
    ...characterSummary(character, lang),
    personality: pick(character.personality, lang),
    greeting: pick(character.greeting, lang),
    description: pick(character.description, lang),
    games: gamesOfCharacter(character).map((game) => gameSummary(game, lang)),
    story_id: character.story_id,
    quest_id: character.quest_id,
  };
}

export function characterFigure(character: CharacterRecord, lang: Lang): CharacterFigure {
  return {
    character_id: character.id,
    name: pick(character.name, lang),
    figure: character.figure,
    avatar: character.avatar,
    tagline: pick(character.tagline, lang),
    greeting: pick(character.greeting, lang),
  };
}

export function homeCharacter(character: CharacterRecord, lang: Lang): HomeCharacter {
  return {
    id: character.id,
    name: pick(character.name, lang),
    avatar: character.avatar,
    figure: character.figure,
    tagline: pick(character.tagline, lang),
    greeting: pick(character.greeting, lang),
    tags: tagLabels(character.tags, lang),
    game_names: gamesOfCharacter(character).map((game) => pick(game.name, lang)),
    theme_color: character.theme_color,
  };
}

export function storyFull(story: StoryRecord, character: CharacterRecord, lang: Lang): Story {
  const characterName = pick(character.name, lang);
  return {
    id: story.id,
    character_id: story.character_id,
    title: pick(story.title, lang),
    summary: pick(story.summary, lang),
    cover: story.cover,
    scenes: story.scenes.map((scene, index) => ({
      id: scene.id,
      story_id: story.id,
      index: index + 1,
      title: pick(scene.title, lang),
      background: scene.background,
      narration: pick(scene.narration, lang),
      lines: scene.lines.map((line) => ({
        speaker: line.speaker,
        name: line.speaker === 'character' ? characterName : '',
        text: pick(line.text, lang),
      })),
      choices: scene.choices.map((choice) => ({
        id: choice.id,
        text: pick(choice.text, lang),
        next_scene_id: choice.next_scene_id,
      })),
    })),
  };
}

export function questInfo(quest: QuestRecord, lang: Lang): QuestInfo {
  return {
    id: quest.id,
    character_id: quest.character_id,
    story_id: quest.story_id,
    title: pick(quest.title, lang),
    summary: pick(quest.summary, lang),
    objectives: quest.objectives.map((objective) => ({
      id: objective.id,
      text: pick(objective.text, lang),
    })),
    rewards: quest.rewards.map((reward) => ({
      name: pick(reward.name, lang),
      amount: reward.amount,
    })),
    status: 'available',
  };
}

/** Start of the UTC day of `now`: activity dates are offsets from it. */
export function dayStart(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

export function activityStatus(start: number, end: number, now: number): ActivityStatus {
  if (now < start) return 'upcoming';
  return now < end ? 'ongoing' : 'ended';
}

export function activity(
  record: ActivityRecord,
  lang: Lang,
  baseDay: number,
  now: number,
): Activity {
  const start = baseDay + record.start_offset_days * DAY_MS;
  const end = baseDay + record.end_offset_days * DAY_MS;
  const status = activityStatus(start, end, now);
  return {
    id: record.id,
    title: pick(record.title, lang),
    summary: pick(record.summary, lang),
    description: pick(record.description, lang),
    cover: record.cover,
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
    status,
    status_label: pick(ACTIVITY_STATUS_LABELS[status], lang),
    tags: pickAll(record.tags, lang),
    rules: pickAll(record.rules, lang),
  };
}

export function banner(record: BannerRecord, lang: Lang): ActivityBanner {
  return {
    id: record.id,
    title: pick(record.title, lang),
    subtitle: pick(record.subtitle, lang),
    image: record.image,
    activity_id: record.activity_id,
  };
}
