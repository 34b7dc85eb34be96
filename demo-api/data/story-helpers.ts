/** Builders for the story data files. Scene ids are story id * 10 + scene index. */
import { media } from './helpers';
import type {
  LocalizedText,
  StoryChoiceRecord,
  StoryLineRecord,
  StoryRecord,
  StorySceneRecord,
} from './types';

/** A line said by the partner. */
export function said(text: LocalizedText): StoryLineRecord {
  return { speaker: 'character', text };
}

/** A line said by the player. */
export function reply(text: LocalizedText): StoryLineRecord {
  return { speaker: 'user', text };
}

export function narrate(text: LocalizedText): StoryLineRecord {
  return { speaker: 'narrator', text };
}

interface SceneInput {
  title: LocalizedText;
  narration: LocalizedText;
  lines: StoryLineRecord[];
  /** Choices; each goes to the next scene, or ends the story on the last scene. */
  choices: LocalizedText[];
}

interface StoryInput {
  id: number;
  character_id: number;
  title: LocalizedText;
  summary: LocalizedText;
  scenes: SceneInput[];
}

export function story(input: StoryInput): StoryRecord {
  const scenes: StorySceneRecord[] = input.scenes.map((scene, position) => {
    const id = input.id * 10 + position + 1;
    const isLast = position === input.scenes.length - 1;
    const choices: StoryChoiceRecord[] = scene.choices.map((text, choiceIndex) => ({
      id: `${id}-${choiceIndex + 1}`,
      text,
      next_scene_id: isLast ? null : id + 1,
    }));
    return {
      id,
      title: scene.title,
      background: media('scene', id),
      narration: scene.narration,
      lines: scene.lines,
      choices,
    };
  });
  return {
    id: input.id,
    character_id: input.character_id,
    title: input.title,
    summary: input.summary,
    cover: media('story', input.id),
    scenes,
  };
}
