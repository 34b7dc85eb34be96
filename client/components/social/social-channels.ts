import {
  type PublicFacts,
  SOCIAL_CHANNEL_KEYS,
  type SocialChannelKey,
} from '../../../shared/public-facts';
import { usePublicFacts } from '../use-public-facts';

export type { SocialChannelKey };

export interface SocialChannel {
  key: SocialChannelKey;
  /** The channel's page; WeChat official accounts are followed by their QR code only. */
  url?: string;
  /** QR code image: a path on this site or an address of the SITE_CONFIG file. */
  qr: string;
}

/** The four channels of the header, in the order shown, from the public facts. */
export function socialChannels(facts: Pick<PublicFacts, 'social'>): SocialChannel[] {
  return SOCIAL_CHANNEL_KEYS.map((key) => {
    const { url, qrImage } = facts.social[key];
    return { key, url: key === 'wechat' ? undefined : url, qr: qrImage };
  });
}

export function useSocialChannels(): SocialChannel[] {
  return socialChannels(usePublicFacts());
}
