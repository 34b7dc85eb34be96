/** Partner (AI character) lists: official list, character square, figures. */
import { Router } from 'express';

import type {
  CharacterFigures,
  CharacterSquare,
  OfficialCharacterList,
} from '../../shared/api/types';
import { CHARACTERS } from '../data';
import { CHARACTER_TAGS } from '../data/labels';
import { sendOk } from '../envelope';
import { requestLang } from '../lang';
import { bodyOf, bodyString, optionalId, pageParams, paginate, queryParam } from '../params';
import { characterFigure, characterFull, characterSummary } from '../present-characters';
import { normalizeText } from '../text';
import { findCharacter } from './lookup';

/** The tag key for a key or a label in any language; an unknown tag is kept as sent. */
function resolveTag(raw: string | undefined): string | null {
  const trimmed = (raw ?? '').trim().slice(0, 50);
  const wanted = normalizeText(trimmed);
  if (!wanted) return null;
  for (const [key, label] of Object.entries(CHARACTER_TAGS)) {
    if (key === wanted || Object.values(label).some((text) => normalizeText(text) === wanted)) {
      return key;
    }
  }
  return trimmed;
}

export function charactersRouter(): Router {
  const router = Router();

  router.get('/character/get_official_character_list', (req, res) => {
    const lang = requestLang(req);
    const { page, pageSize } = pageParams({
      page: queryParam(req, 'page'),
      page_size: queryParam(req, 'page_size'),
    });
    const official = CHARACTERS.filter((character) => character.is_official);
    const payload: OfficialCharacterList = paginate(
      official.map((character) => characterFull(character, lang)),
      page,
      pageSize,
    );
    sendOk(req, res, payload);
  });

  /** Body { page, page_size, tag? }; tag is a key of the answer's `tags` or its label. */
  router.post('/character/legion_zone/pc_character_square', (req, res) => {
    const lang = requestLang(req);
    const body = bodyOf(req);
    const { page, pageSize } = pageParams(body);
    const tag = resolveTag(bodyString(body, 'tag'));
    const matching =
      tag === null ? CHARACTERS : CHARACTERS.filter((character) => character.tags.includes(tag));
    const payload: CharacterSquare = {
      ...paginate(
        matching.map((character) => characterSummary(character, lang)),
        page,
        pageSize,
      ),
      tags: Object.entries(CHARACTER_TAGS).map(([key, label]) => ({ key, label: label[lang] })),
      tag,
    };
    sendOk(req, res, payload);
  });

  router.get('/character/legion_zone/pc_character_figures', (req, res) => {
    const lang = requestLang(req);
    const characterId = optionalId(queryParam(req, 'character_id'), 'character_id');
    const characters = characterId === undefined ? CHARACTERS : [findCharacter(characterId)];
    const payload: CharacterFigures = {
      list: characters.map((character) => characterFigure(character, lang)),
    };
    sendOk(req, res, payload);
  });

  return router;
}
