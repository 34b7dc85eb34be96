import {
  SOCIAL_QQ_GROUP_URL,
  SOCIAL_SHORT_VIDEO_URL,
  SOCIAL_VIDEO_SITE_URL,
} from '../../integrations/external-links';

export type SocialChannelKey = 'shortVideo' | 'videoSite' | 'qqGroup' | 'wechat';

export interface SocialChannel {
  key: SocialChannelKey;
  /** The channel's page; WeChat official accounts have none, only the QR code. */
  url?: string;
  /** QR code image (public/). */
  qr: string;
}

/** The four channels of the header, in the order shown. */
export const SOCIAL_CHANNELS: readonly SocialChannel[] = [
  { key: 'shortVideo', url: SOCIAL_SHORT_VIDEO_URL, qr: '/qr-short-video.svg' },
  { key: 'videoSite', url: SOCIAL_VIDEO_SITE_URL, qr: '/qr-video-site.svg' },
  { key: 'qqGroup', url: SOCIAL_QQ_GROUP_URL, qr: '/qr-qq-group.svg' },
  { key: 'wechat', qr: '/qr-wechat.svg' },
];
