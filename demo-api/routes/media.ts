/**
 * GET /api/visitor/media/:kind/:id.svg — the generated images the sample data points at (no image
 * files exist). Unknown kinds or ids answer 404 in the envelope.
 */
import { Router } from 'express';

import { API_ERROR_CODES } from '../../shared/api/types';
import {
  ACTIVITIES_BY_ID,
  BANNERS,
  CHARACTERS_BY_ID,
  ENTITIES_BY_ID,
  GAMES_BY_ID,
  STORIES_BY_ID,
} from '../data';
import { MEDIA_KINDS, type MediaKind } from '../data/helpers';
import type { CharacterRecord, LocalizedText } from '../data/types';
import { DemoApiError } from '../envelope';
import {
  type Artwork,
  gamePalette,
  initials,
  monogram,
  paletteAround,
  paletteFor,
  renderSvg,
} from '../svg';

interface Subject {
  /** The accessible title. */
  title: string;
  artwork: Artwork;
}

/**
 * An image is the same in every language, so it is marked with the name of the site's first
 * language, Chinese; its title stays in English, the one every visitor's tools read.
 */
const marked = (name: LocalizedText) => monogram(name.zh);

function characterSubject(character: CharacterRecord | undefined, abstract = false) {
  if (!character) return undefined;
  const palette = paletteAround(character.theme_color);
  const artwork: Artwork = abstract
    ? { style: 'abstract', palette }
    : { style: 'portrait', label: marked(character.name), palette };
  return { title: character.name.en, artwork };
}

function storyCharacter(storyId: number): CharacterRecord | undefined {
  const story = STORIES_BY_ID.get(storyId);
  return story && CHARACTERS_BY_ID.get(story.character_id);
}

function gameSubject(kind: MediaKind, id: number): Subject | undefined {
  const game = GAMES_BY_ID.get(id);
  if (!game) return undefined;
  const palette = gamePalette(game.id);
  const label = marked(game.name);
  const wordmark = initials(game.name.en);
  // The game page lays its title over the banner: shapes only there.
  const artwork: Artwork =
    kind === 'game-banner'
      ? { style: 'abstract', palette }
      : { style: 'cover', label, wordmark: wordmark === '?' ? undefined : wordmark, palette };
  return { title: game.name.en, artwork };
}

function subjectOf(kind: MediaKind, id: number): Subject | undefined {
  switch (kind) {
    case 'game':
    case 'game-banner':
    case 'game-icon':
      return gameSubject(kind, id);
    case 'entity':
    case 'entity-cover': {
      const entity = ENTITIES_BY_ID.get(id);
      if (!entity) return undefined;
      // A role wears its game's colours; its cover is a page hero with the name laid over it.
      const palette = gamePalette(entity.game_id);
      const artwork: Artwork =
        kind === 'entity-cover'
          ? { style: 'abstract', palette }
          : { style: 'portrait', label: marked(entity.name), palette };
      return { title: entity.name.en, artwork };
    }
    case 'character':
    case 'character-cover':
    case 'character-figure':
      return characterSubject(CHARACTERS_BY_ID.get(id));
    case 'story':
      return characterSubject(storyCharacter(id));
    case 'scene': {
      const storyId = Math.floor(id / 10);
      const exists = STORIES_BY_ID.get(storyId)?.scenes.some((scene) => scene.id === id);
      // A chat runs over the scene: shapes only, in the partner's colour.
      return exists ? characterSubject(storyCharacter(storyId), true) : undefined;
    }
    case 'activity': {
      const activity = ACTIVITIES_BY_ID.get(id);
      const palette = paletteFor(`activity:${id}`);
      return activity && { title: activity.title.en, artwork: { style: 'abstract', palette } };
    }
    case 'banner': {
      const banner = BANNERS.find((candidate) => candidate.id === id);
      const palette = paletteFor(`banner:${id}`);
      return banner && { title: banner.title.en, artwork: { style: 'abstract', palette } };
    }
    case 'avatar': {
      const label = String(id % 100).padStart(2, '0');
      const palette = paletteFor(`avatar:${id}`);
      return { title: label, artwork: { style: 'portrait', label, palette } };
    }
  }
}

function isMediaKind(value: string): value is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(value);
}

export function mediaRouter(): Router {
  const router = Router();
  router.get('/visitor/media/:kind/:file', (req, res) => {
    const { kind, file } = req.params;
    const match = /^(\d{1,9})\.svg$/.exec(file);
    const id = match ? Number(match[1]) : undefined;
    const subject = id !== undefined && isMediaKind(kind) ? subjectOf(kind, id) : undefined;
    if (id === undefined || !isMediaKind(kind) || !subject) {
      throw new DemoApiError(API_ERROR_CODES.NOT_FOUND_ROUTE, 'media_not_found', {}, 404);
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      // An SVG opened directly must not run anything.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('X-Content-Type-Options', 'nosniff')
      .send(renderSvg({ kind, id: String(id), ...subject }));
  });
  return router;
}
