/**
 * The address a phone's download goes to: its own store when the site configuration lists it,
 * else a store any phone of its system can use, else the configured mobile download page.
 */
import type { MobileStoreKey, SiteConfig } from '../../../shared/site-config-schema';
import type { PhoneKind } from './phone-kind';

/** Every Android phone can install from 应用宝 or take the APK itself. */
const ANY_ANDROID: readonly MobileStoreKey[] = ['yingyongbao', 'apk'];

/** The stores each kind of phone is offered, best first. */
const STORES: Record<PhoneKind, readonly MobileStoreKey[]> = {
  ios: ['appStore'],
  huawei: ['huawei', ...ANY_ANDROID],
  honor: ['honor', ...ANY_ANDROID],
  xiaomi: ['xiaomi', ...ANY_ANDROID],
  oppo: ['oppo', ...ANY_ANDROID],
  vivo: ['vivo', ...ANY_ANDROID],
  android: ANY_ANDROID,
  other: [],
};

export function mobileStoreUrl(downloads: SiteConfig['downloads'], phone: PhoneKind): string {
  const stores = downloads.mobileStores ?? {};
  for (const key of STORES[phone]) {
    const url = stores[key];
    if (url) return url;
  }
  return downloads.mobile;
}
