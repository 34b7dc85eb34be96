/** Stand-ins for the tab's sessionStorage in the unit tests of what the tab keeps. */
import type { TabStorage } from '../../client/account/tab-storage';

/** A working storage over a Map the test can read and fill directly. */
export function memoryStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A storage the browser refuses: every call throws, as a disabled or full one does. */
export const refusingStorage: TabStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
