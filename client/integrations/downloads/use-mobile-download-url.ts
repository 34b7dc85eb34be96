import { useHydrated } from '../../components/use-hydrated';
import { usePublicFacts } from '../../components/use-public-facts';
import { mobileStoreUrl } from './mobile-store';
import { phoneKind } from './phone-kind';

/**
 * The phone download's address for this visitor. The server's HTML, cached and shared, names the
 * configured mobile download page; once hydrated, the browser reads the phone's maker from its
 * User-Agent and names that phone's own store.
 */
export function useMobileDownloadUrl(): string {
  const { downloads } = usePublicFacts();
  const hydrated = useHydrated();
  return hydrated ? mobileStoreUrl(downloads, phoneKind(navigator.userAgent)) : downloads.mobile;
}
