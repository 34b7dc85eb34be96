import { UAParser } from 'ua-parser-js';

import type { Device } from '../../shared/routing/prefixed-path';
import { rememberedAnswers } from '../http/remembered-answers';
import { MAX_USER_AGENT_LENGTH } from './user-agent-limit';

/**
 * Most visitors arrive with one of a few thousand browser versions: a parse per distinct string,
 * not per request. Bounded, so a stream of invented strings costs memory for this many only.
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
