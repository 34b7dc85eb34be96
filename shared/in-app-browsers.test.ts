import { describe, expect, it } from 'vitest';

import { downloadBlockingInAppBrowser } from './in-app-browsers';

/** User-Agents as these apps' web views send them. */
const BLOCKING = {
  'WeChat on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  'WeChat on Android':
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/1571 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  'QQ on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.637 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 AppId/537176903 Core/WKWebView Device/Apple(iPhone 12) NetType/WIFI QBWebViewType/1 WKType/1',
  'QQ on Android':
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046141 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537153294 Pixel/1080 StatusBarHeight/96 SimpleUISwitch/0 QQTheme/1000',
  'Douyin on Android':
    'Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.114 Mobile Safari/537.36 aweme_230400 JsSdk/1.0 NetType/WIFI Channel/vivo_1128_64 app_version/23.4.0 ByteLocale/zh-CN Region/CN AppSkin/white AppTheme/light BytedanceWebview/d8a21c6 WebView/075113004008',
  'Douyin on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 aweme_26.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/zh Region/CN AppTheme/light RevealType/Dialog WKWebView/1 BytedanceWebview/d8a21c6',
  'Bilibili on Android':
    'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 os/android model/22081212C build/7380300 osVer/13 sdkInt/33 network/2 BiliApp/7380300 mobi_app/android channel/xiaomi innerVer/7380310 c_locale/zh-Hans_CN s_locale/zh-Hans_CN disable_rcmd/0 7.38.0',
  'Bilibili on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 BiliApp/77900100 os/ios model/iPhone 15 mobi_app/iphone build/77900100 osVer/17.4 network/2 channel/AppStore',
  'Weibo on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,5__weibo__13.11.1__iphone__os17.1)',
  'Weibo on Android':
    'Mozilla/5.0 (Linux; Android 12; M2102K1C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/95.0.4638.74 Mobile Safari/537.36 Weibo (Xiaomi-M2102K1C__weibo__13.10.2__android__android12)',
};

const EXPECTED_APP: Record<keyof typeof BLOCKING, string> = {
  'WeChat on iOS': 'WeChat',
  'WeChat on Android': 'WeChat',
  'QQ on iOS': 'QQ',
  'QQ on Android': 'QQ',
  'Douyin on Android': 'Douyin',
  'Douyin on iOS': 'Douyin',
  'Bilibili on Android': 'Bilibili',
  'Bilibili on iOS': 'Bilibili',
  'Weibo on iOS': 'Weibo',
  'Weibo on Android': 'Weibo',
};

/** Browsers, and builds of those apps, that download. */
const DOWNLOADING = {
  'WeChat on Windows':
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  'WeChat on a Mac':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080710) Flue NetType/WIFI',
  'Safari on iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'QQ Browser on Android':
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; PGT-AN10 Build/HONORPGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.5 Mobile Safari/537.36 COVC/046621',
  'UC Browser on Android':
    'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2166A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/16.3.8.1290 Mobile Safari/537.36',
  'Chrome on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('in-app browsers that block downloads', () => {
  it.each(Object.entries(BLOCKING))('%s is one', (label, userAgent) => {
    expect(downloadBlockingInAppBrowser(userAgent)?.name).toBe(
      EXPECTED_APP[label as keyof typeof BLOCKING],
    );
  });

  it.each(Object.entries(DOWNLOADING))('%s is not', (_label, userAgent) => {
    expect(downloadBlockingInAppBrowser(userAgent)).toBeUndefined();
  });
});
