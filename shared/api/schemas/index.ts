/**
 * What the pages keep of each upstream payload, as zod schemas, and the types the pages use,
 * inferred from them. Objects drop every key they do not name, so a field the pages do not use
 * never reaches the HTML or its hydration data.
 *
 * Client code imports only types from here: the schemas (and zod) load on the first call that
 * needs them (see ../validate.ts), so they stay out of the browser's first-load bundle.
 */
import { chatRespond, currentUser, historyMessages } from './account';
import {
  characterFigures,
  characterSquare,
  officialCharacterList,
  questInfo,
  story,
} from './characters';
import {
  gameDetail,
  gameEntityDetail,
  gameEntityList,
  gameList,
  knowledgeSearchResult,
} from './games';
import { activityIndex, homeCharacters } from './visitor';

/** One schema per endpoint whose payload a page shows, named as the endpoint function is. */
export const payloadSchemas = {
  homeCharacters,
  activityIndex,
  gameList,
  gameDetail,
  gameEntityList,
  gameEntityDetail,
  knowledgeSearch: knowledgeSearchResult,
  officialList: officialCharacterList,
  square: characterSquare,
  figures: characterFigures,
  storyScenes: story,
  questInfo,
  me: currentUser,
  historyMessages,
  chatRespond,
};
export type PayloadSchemas = typeof payloadSchemas;

export type * from './account';
export type * from './cards';
export type * from './characters';
export type * from './games';
export type * from './visitor';
