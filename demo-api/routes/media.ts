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
import type { LocalizedText } from '../data/types';
import { DemoApiError } from '../envelope';
import { initials, renderSvg } from '../svg';

interface Subject {
  name: LocalizedText | string;
  color?: string;
}

function characterSubject(characterId: number): Subject | undefined {
  const character = CHARACTERS_BY_ID.get(characterId);
  return character ? { name: character.name, color: character.theme_color } : undefined;
}

function storySubject(storyId: number): Subject | undefined {
  const story = STORIES_BY_ID.get(storyId);
  return story ? characterSubject(story.character_id) : undefined;
}

function subjectOf(kind: MediaKind, id: number): Subject | undefined {
  switch (kind) {
    case 'game':
    case 'game-banner':
    case 'game-icon': {
      const game = GAMES_BY_ID.get(id);
      return game && { name: game.name };
    }
    case 'entity':
    case 'entity-cover': {
      const entity = ENTITIES_BY_ID.get(id);
      return entity && { name: entity.name };
    }
    case 'character':
    case 'character-cover':
    case 'character-figure':
      return characterSubject(id);
    case 'story':
      return storySubject(id);
    case 'scene': {
      const story = STORIES_BY_ID.get(Math.floor(id / 10));
      const exists = story?.scenes.some((scene) => scene.id === id);
      return exists ? storySubject(Math.floor(id / 10)) : undefined;
    }
    case 'activity': {
      const activity = ACTIVITIES_BY_ID.get(id);
      return activity && { name: activity.title };
    }
    case 'banner': {
      const banner = BANNERS.find((candidate) => candidate.id === id);
      return banner && { name: banner.title };
    }
    case 'avatar':
      return { name: String(id % 100).padStart(2, '0') };
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
    const title = typeof subject.name === 'string' ? subject.name : subject.name.en;
    const label = kind === 'avatar' ? title : initials(title);
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      // An SVG opened directly must not run anything.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('X-Content-Type-Options', 'nosniff')
      .send(renderSvg({ kind, id: String(id), label, title, color: subject.color }));
  });
  return router;
}
