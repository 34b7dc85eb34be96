/**
 * Scripts of the third-party integrations: the browser loads them when their integration is
 * configured, and the server allows their hosts in the Content-Security-Policy only then.
 */
export const GEETEST_SCRIPT_URL = 'https://static.geetest.com/v4/gt4.js';
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
/** The install/wake-up SDK (INSTALL_SDK_KEY). */
export const INSTALL_SDK_SCRIPT_URL = 'https://web.cdn.openinstall.io/openinstall.js';
/** WeChat's JS-SDK, which sets a page's share card inside WeChat (WECHAT_APP_ID). */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
