/** The game library: list, detail, entities (roles, items...) and knowledge search. */
import { Router } from 'express';

import {
  API_ERROR_CODES,
  type GameDetail,
  type GameEntityDetail,
  type GameEntityList,
  type GameEntityType,
  type GameList,
  type KnowledgeSearchResult,
} from '../../shared/api/types';
import { charactersOfGame, entitiesOfGame, GAMES, KNOWLEDGE, knowledgeOfGame } from '../data';
import { ENTITY_TYPE_LABELS } from '../data/labels';
import { DemoApiError, sendOk } from '../envelope';
import { requestLang } from '../lang';
import { pageParams, paginate, queryParam, requiredId } from '../params';
import { characterSummary } from '../present-characters';
import { entityFull, entitySummary, gameFull, gameSummary, knowledgeFull } from '../present-games';
import { cleanKeyword, matchesGameKeyword, searchKnowledge } from '../search';
import { findEntity, findGame } from './lookup';

function isEntityType(value: string): value is GameEntityType {
  return Object.hasOwn(ENTITY_TYPE_LABELS, value);
}

function pageOf(req: Parameters<typeof queryParam>[0]) {
  return pageParams({ page: queryParam(req, 'page'), page_size: queryParam(req, 'page_size') });
}

export function gamesRouter(): Router {
  const router = Router();

  /** ?page=&page_size=&keyword= (keyword matches name, genre and tags). */
  router.get('/visitor/game/list', (req, res) => {
    const lang = requestLang(req);
    const { page, pageSize } = pageOf(req);
    const keyword = cleanKeyword(queryParam(req, 'keyword'));
    const games = keyword ? GAMES.filter((game) => matchesGameKeyword(game, keyword, lang)) : GAMES;
    const payload: GameList = paginate(
      games.map((game) => gameSummary(game, lang)),
      page,
      pageSize,
    );
    sendOk(req, res, payload);
  });

  router.get('/visitor/game/detail', (req, res) => {
    const lang = requestLang(req);
    const game = findGame(requiredId(queryParam(req, 'game_id'), 'game_id'));
    const payload: GameDetail = {
      ...gameFull(game, lang),
      entities: entitiesOfGame(game.id).map((entity) => entitySummary(entity, lang)),
      knowledge: knowledgeOfGame(game.id).map((entry) => knowledgeFull(entry, lang)),
      partners: charactersOfGame(game.id).map((character) => characterSummary(character, lang)),
    };
    sendOk(req, res, payload);
  });

  /** ?game_id=&type=&page=&page_size= */
  router.get('/visitor/game/entity/list', (req, res) => {
    const lang = requestLang(req);
    const game = findGame(requiredId(queryParam(req, 'game_id'), 'game_id'));
    const type = queryParam(req, 'type')?.trim() ?? '';
    if (type && !isEntityType(type)) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', { field: 'type' });
    }
    const { page, pageSize } = pageOf(req);
    const entities = entitiesOfGame(game.id).filter((entity) => !type || entity.type === type);
    const payload: GameEntityList = {
      ...paginate(
        entities.map((entity) => entitySummary(entity, lang)),
        page,
        pageSize,
      ),
      game: gameSummary(game, lang),
    };
    sendOk(req, res, payload);
  });

  router.get('/visitor/game/entity/detail', (req, res) => {
    const lang = requestLang(req);
    const entity = findEntity(requiredId(queryParam(req, 'entity_id'), 'entity_id'));
    const game = findGame(entity.game_id);
    const payload: GameEntityDetail = {
      ...entityFull(entity, lang),
      game: gameSummary(game, lang),
      related: entitiesOfGame(game.id)
        .filter((other) => other.id !== entity.id)
        .map((other) => entitySummary(other, lang)),
      knowledge: KNOWLEDGE.filter((entry) => entry.entity_ids.includes(entity.id)).map((entry) =>
        knowledgeFull(entry, lang),
      ),
    };
    sendOk(req, res, payload);
  });

  /** ?keyword=&page=&page_size= ; an empty keyword answers an empty result (total 0). */
  router.get('/visitor/game/knowledge/search', (req, res) => {
    const lang = requestLang(req);
    const { page, pageSize } = pageOf(req);
    const keyword = cleanKeyword(queryParam(req, 'keyword'));
    const payload: KnowledgeSearchResult = {
      ...paginate(searchKnowledge(keyword, lang), page, pageSize),
      keyword,
    };
    sendOk(req, res, payload);
  });

  return router;
}
