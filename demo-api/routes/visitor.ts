/** Visitor pages: home characters and the activity page. */
import { Router } from 'express';

import type { ActivityIndex, ActivityStatus, HomeCharacters } from '../../shared/api/types';
import type { DemoContext } from '../context';
import { ACTIVITIES, BANNERS, CHARACTERS } from '../data';
import { t } from '../data/helpers';
import { sendOk } from '../envelope';
import { pick, requestLang } from '../lang';
import { activity, banner, homeCharacter } from '../present-characters';

const HOME_TITLE = t('你的专属游戏伙伴', 'Your own game partners', 'あなただけのゲーム相棒');
const HOME_SUBTITLE = t(
  '陪你开黑、复盘、聊剧情，随时在线',
  'They squad up, review your matches and talk lore with you, any time',
  '一緒にプレイして、振り返って、物語を語り合う。いつでもオンライン',
);
const STATUS_ORDER: Record<ActivityStatus, number> = { ongoing: 0, upcoming: 1, ended: 2 };

export function visitorRouter({ now, baseDay }: DemoContext): Router {
  const router = Router();

  router.get('/visitor/web/index/characters', (req, res) => {
    const lang = requestLang(req);
    const payload: HomeCharacters = {
      title: pick(HOME_TITLE, lang),
      subtitle: pick(HOME_SUBTITLE, lang),
      list: CHARACTERS.map((character) => homeCharacter(character, lang)),
    };
    sendOk(req, res, payload);
  });

  /** Ongoing activities first, then upcoming, then ended; status follows the current time. */
  router.get('/visitor/web/activity/index', (req, res) => {
    const lang = requestLang(req);
    const at = now();
    const activities = ACTIVITIES.map((record) => activity(record, lang, baseDay, at)).sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.start_time.localeCompare(b.start_time),
    );
    const payload: ActivityIndex = {
      banners: BANNERS.map((record) => banner(record, lang)),
      activities,
    };
    sendOk(req, res, payload);
  });

  return router;
}
