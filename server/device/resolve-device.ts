import { UAParser } from 'ua-parser-js';

import { rememberedAnswers } from '../../shared/remembered-answers';
import type { Device } from '../../shared/routing/prefixed-path';
import { MAX_USER_AGENT_LENGTH } from './user-agent-limit';

/**
 * Most visitors arrive with one of a few thousand browser versions: a parse per distinct string,
 * not per request. ua-parser-js on every request made the cached-page and campaign rows 1.47–1.58×
 * the CPU per request in an interleaved A/B (`npm run bench:ab`, 2 rounds × 2 pairs).
 */
const recentDevices = rememberedAnswers<Device>({ max: 2000, longestKey: MAX_USER_AGENT_LENGTH });

/**
 * Device from the User-Agent: phones and wearables are mobile; tablets,
 * desktops and bots are pc. The UA is cut first so a huge header cannot cost parse time.
 */
export function resolveDevice(userAgent: string | undefined): Device {
  if (!userAgent) return 'pc';
  const cut = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  return recentDevices(cut, () => {
    const type = new UAParser(cut).getDevice().type;
    return type === 'mobile' || type === 'wearable' ? 'mobile' : 'pc';
  });
}
