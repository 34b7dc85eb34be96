import { describe, expect, it } from 'vitest';

import type { MobileStores, SiteConfig } from '../../../shared/site-config-schema';
import { mobileStoreUrl } from './mobile-store';
import { phoneKind } from './phone-kind';

/** User-Agents as these phones' own and common browsers send them. */
const PHONES = [
  [
    'ios',
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ],
  [
    'ios',
    'iPad Safari',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ],
  [
    'huawei',
    'Huawei Browser on HarmonyOS',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.11.0.332) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.2.311 Mobile Safari/537.36',
  ],
  [
    'huawei',
    'a Huawei WebView (build HUAWEI…)',
    'Mozilla/5.0 (Linux; Android 10; ELS-AN00 Build/HUAWEIELS-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.93 Mobile Safari/537.36',
  ],
  [
    'huawei',
    'HarmonyOS NEXT',
    'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  ],
  [
    'honor',
    'a Honor WebView',
    'Mozilla/5.0 (Linux; Android 12; ANY-AN00 Build/HONORANY-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/99.0.4844.88 Mobile Safari/537.36',
  ],
  [
    'honor',
    'Honor Browser',
    'Mozilla/5.0 (Linux; Android 13; HONOR PGT-AN10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.58 Mobile Safari/537.36 HonorBrowser/9.0.1.301',
  ],
  [
    'xiaomi',
    'MIUI Browser',
    'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 2211133C Build/TKQ1.220905.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.118 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.7.170706',
  ],
  [
    'xiaomi',
    'Chrome on a Redmi',
    'Mozilla/5.0 (Linux; Android 11; Redmi Note 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.45 Mobile Safari/537.36',
  ],
  [
    'xiaomi',
    'a Mi 9 WebView',
    'Mozilla/5.0 (Linux; Android 10; MI 9 Build/QKQ1.190825.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/83.0.4103.101 Mobile Safari/537.36',
  ],
  [
    'oppo',
    'an OPPO phone',
    'Mozilla/5.0 (Linux; Android 8.1.0; OPPO R11t Build/OPM1.171019.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.80 Mobile Safari/537.36',
  ],
  [
    'oppo',
    'HeyTap Browser',
    'Mozilla/5.0 (Linux; U; Android 11; zh-cn; PEGM00 Build/RKQ1.200903.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.80 Mobile Safari/537.36 HeyTapBrowser/40.7.35.1',
  ],
  [
    'oppo',
    'a realme',
    'Mozilla/5.0 (Linux; Android 11; RMX2202) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.45 Mobile Safari/537.36',
  ],
  [
    'oppo',
    'a OnePlus',
    'Mozilla/5.0 (Linux; Android 11; ONEPLUS A6013) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.45 Mobile Safari/537.36',
  ],
  [
    'vivo',
    'vivo Browser',
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36 VivoBrowser/17.5.10.0',
  ],
  [
    'vivo',
    'a vivo',
    'Mozilla/5.0 (Linux; Android 10; vivo X21A Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/87.0.4280.141 Mobile Safari/537.36',
  ],
  [
    'vivo',
    'an iQOO',
    'Mozilla/5.0 (Linux; Android 12; iQOO Neo5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/104.0.0.0 Mobile Safari/537.36',
  ],
  [
    'android',
    "Chrome's reduced User-Agent",
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  ],
  [
    'android',
    'a Samsung',
    'Mozilla/5.0 (Linux; Android 13; SM-S9080) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  ],
  [
    'other',
    'a desktop',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ],
] as const;

describe('phoneKind', () => {
  it.each(PHONES)('is %s for %s', (kind, _name, userAgent) => {
    expect(phoneKind(userAgent)).toBe(kind);
  });
});

describe('mobileStoreUrl', () => {
  const mobile = 'https://download.example.com/mobile';
  const all: SiteConfig['downloads'] = {
    standard: 'https://download.example.com/a.exe',
    amd: 'https://download.example.com/b.exe',
    aiPc: 'https://download.example.com/c',
    mobile,
    mobileStores: {
      appStore: 'https://apps.apple.com/cn/app/id1',
      huawei: 'https://appgallery.huawei.com/app/C1',
      honor: 'https://appmarket.honor.com/app/1',
      xiaomi: 'https://app.mi.com/details?id=x',
      oppo: 'https://store.oppo.example.com/x',
      vivo: 'https://h5.appstore.vivo.com.cn/x',
      yingyongbao: 'https://sj.qq.com/appdetail/x',
      apk: 'https://download.example.com/x.apk',
    },
  };
  const stores = all.mobileStores!;

  it("sends each phone to its maker's store when listed", () => {
    expect(mobileStoreUrl(all, 'ios')).toBe(stores.appStore);
    expect(mobileStoreUrl(all, 'huawei')).toBe(stores.huawei);
    expect(mobileStoreUrl(all, 'honor')).toBe(stores.honor);
    expect(mobileStoreUrl(all, 'xiaomi')).toBe(stores.xiaomi);
    expect(mobileStoreUrl(all, 'oppo')).toBe(stores.oppo);
    expect(mobileStoreUrl(all, 'vivo')).toBe(stores.vivo);
    expect(mobileStoreUrl(all, 'android')).toBe(stores.yingyongbao);
    expect(mobileStoreUrl(all, 'other')).toBe(mobile);
  });

  it('falls back to 应用宝, then the APK, then the mobile download page', () => {
    const only = (mobileStores: MobileStores) => ({ ...all, mobileStores });
    const { appStore, yingyongbao, apk } = stores;
    expect(mobileStoreUrl(only({ yingyongbao, apk }), 'huawei')).toBe(yingyongbao);
    expect(mobileStoreUrl(only({ apk }), 'huawei')).toBe(apk);
    expect(mobileStoreUrl(only({ appStore }), 'vivo')).toBe(mobile);
    expect(mobileStoreUrl(only({ yingyongbao, apk }), 'ios')).toBe(mobile);
    expect(mobileStoreUrl({ ...all, mobileStores: undefined }, 'xiaomi')).toBe(mobile);
  });
});
