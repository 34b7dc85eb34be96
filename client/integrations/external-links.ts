/**
 * The external addresses the product names without giving: the standard and AMD installers, the
 * promo video, the recruitment and company pages and the phone download page are placeholders on
 * example.com until the real ones are known.
 */
export const DESKTOP_DOWNLOAD_URLS = {
  standard: 'https://download.example.com/game-partner/GamePartnerSetup.exe',
  amd: 'https://download.example.com/game-partner/amd/GamePartnerSetup-AMD.exe',
} as const;

export const PROMO_VIDEO_URL = 'https://video.example.com/game-partner/promo';

export const RECRUITMENT_URL = 'https://jobs.example.com/game-partner';

export const COMPANY_URL = 'https://www.example.com';

/** Where a phone goes when the install/wake-up SDK is off or not ready. */
export const MOBILE_DOWNLOAD_URL = 'https://download.example.com/game-partner/mobile';

/** The Intel AI PC edition's download page and the social channels' public entry pages. */
export const AI_PC_DOWNLOAD_URL =
  'https://www.intel.cn/content/www/cn/zh/products/docs/processors/core-ultra/ai-pc.html';

export const SOCIAL_SHORT_VIDEO_URL = 'https://www.douyin.com/';

export const SOCIAL_VIDEO_SITE_URL = 'https://www.bilibili.com/';

export const SOCIAL_QQ_GROUP_URL = 'https://qm.qq.com/';
