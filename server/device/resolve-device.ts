import { UAParser } from 'ua-parser-js';

import type { Device } from '../../shared/routing/site-path';
import { MAX_USER_AGENT_LENGTH } from '../../shared/spec-constants';

/**
 * Device from the User-Agent: phones and wearables are mobile; tablets,
 * desktops and bots are pc. The UA is cut first so a huge header cannot cost parse time.
 */
export function resolveDevice(userAgent: string | undefined): Device {
  if (!userAgent) return 'pc';
  const type = new UAParser(userAgent.slice(0, MAX_USER_AGENT_LENGTH)).getDevice().type;
  return type === 'mobile' || type === 'wearable' ? 'mobile' : 'pc';
}
