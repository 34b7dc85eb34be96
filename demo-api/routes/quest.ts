/** Stories, quests and the chat reply of a partner. */
import { Router } from 'express';

import { API_ERROR_CODES, type ChatMessage, type ChatRespond } from '../../shared/api/types';
import { requireUser } from '../auth';
import { composeReply, MAX_CHAT_MESSAGE_LENGTH } from '../chat';
import type { DemoContext } from '../context';
import { DemoApiError, sendOk } from '../envelope';
import { requestLang } from '../lang';
import { bodyOf, bodyString, optionalId, queryParam, requiredId } from '../params';
import { questInfo, storyFull } from '../present-characters';
import { randomToken } from '../sessions';
import { findCharacter, findQuest, findStory } from './lookup';

export function questRouter({ store, now }: DemoContext): Router {
  const router = Router();

  /** ?story_id= or ?character_id= (one of them is required). */
  router.get('/quest/story/scenes', (req, res) => {
    const storyId = optionalId(queryParam(req, 'story_id'), 'story_id');
    const characterId = optionalId(queryParam(req, 'character_id'), 'character_id');
    if (storyId === undefined && characterId === undefined) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', {
        field: 'story_id',
      });
    }
    const story = findStory(storyId, characterId);
    const character = findCharacter(story.character_id);
    sendOk(req, res, storyFull(story, character, requestLang(req)));
  });

  /** ?quest_id= or ?character_id= (one of them is required). */
  router.get('/quest/get_info', (req, res) => {
    const questId = optionalId(queryParam(req, 'quest_id'), 'quest_id');
    const characterId = optionalId(queryParam(req, 'character_id'), 'character_id');
    if (questId === undefined && characterId === undefined) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'invalid_params', {
        field: 'quest_id',
      });
    }
    sendOk(req, res, questInfo(findQuest(questId, characterId), requestLang(req)));
  });

  /** Body { character_id, message }: the partner's reply, kept in the chat history. */
  router.post('/quest/get_chat_respond', (req, res) => {
    const user = requireUser(store, req);
    const body = bodyOf(req);
    const character = findCharacter(requiredId(body.character_id, 'character_id'));
    const message = (bodyString(body, 'message') ?? '').trim();
    if (!message) throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'message_empty');
    if (Array.from(message).length > MAX_CHAT_MESSAGE_LENGTH) {
      throw new DemoApiError(API_ERROR_CODES.INVALID_PARAMS, 'message_too_long', {
        max: MAX_CHAT_MESSAGE_LENGTH,
      });
    }
    const lang = requestLang(req);
    const turn = store.chatHistory(user.user_id, character.id).length;
    const sentAt = now();
    const userMessage: ChatMessage = {
      id: `m_${randomToken(9)}`,
      character_id: character.id,
      role: 'user',
      content: message,
      created_at: sentAt,
    };
    const reply: ChatMessage = {
      id: `m_${randomToken(9)}`,
      character_id: character.id,
      role: 'character',
      content: composeReply(character, message, lang, turn),
      created_at: sentAt + 1,
    };
    store.appendChat(user.user_id, character.id, userMessage, reply);
    const payload: ChatRespond = { character_id: character.id, user_message: userMessage, reply };
    sendOk(req, res, payload);
  });

  return router;
}
