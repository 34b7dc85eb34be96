/**
 * The schemas against the payload types the upstream is declared to send (shared/api/types, which
 * the demo API implements): every declared payload must pass its page's schema. Checked by the
 * type checker (the `types` project, and `tsc`); a field renamed or retyped on either side fails.
 */
import { expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';

import type * as wire from '../types';
import type { PayloadSchemas } from '.';

type Accepted<K extends keyof PayloadSchemas> = z.input<PayloadSchemas[K]>;

it('accepts every payload the upstream is declared to send', () => {
  expectTypeOf<wire.HomeCharacters>().toExtend<Accepted<'homeCharacters'>>();
  expectTypeOf<wire.ActivityIndex>().toExtend<Accepted<'activityIndex'>>();
  expectTypeOf<wire.GameList>().toExtend<Accepted<'gameList'>>();
  expectTypeOf<wire.GameDetail>().toExtend<Accepted<'gameDetail'>>();
  expectTypeOf<wire.GameEntityList>().toExtend<Accepted<'gameEntityList'>>();
  expectTypeOf<wire.GameEntityDetail>().toExtend<Accepted<'gameEntityDetail'>>();
  expectTypeOf<wire.KnowledgeSearchResult>().toExtend<Accepted<'knowledgeSearch'>>();
  expectTypeOf<wire.OfficialCharacterList>().toExtend<Accepted<'officialList'>>();
  expectTypeOf<wire.CharacterSquare>().toExtend<Accepted<'square'>>();
  expectTypeOf<wire.CharacterFigures>().toExtend<Accepted<'figures'>>();
  expectTypeOf<wire.Story>().toExtend<Accepted<'storyScenes'>>();
  expectTypeOf<wire.QuestInfo>().toExtend<Accepted<'questInfo'>>();
  expectTypeOf<wire.CurrentUser>().toExtend<Accepted<'me'>>();
  expectTypeOf<wire.HistoryMessages>().toExtend<Accepted<'historyMessages'>>();
  expectTypeOf<wire.ChatRespond>().toExtend<Accepted<'chatRespond'>>();
});
