import type { CodeAttempts } from './code-attempts';
import type { DemoStore } from './sessions';

/** What the routers of one demo API instance share. */
export interface DemoContext {
  store: DemoStore;
  /** Wrong verification codes per phone, and the lock-outs they lead to. */
  codeAttempts: CodeAttempts;
  now: () => number;
  /** When set, the real captcha provider is configured (see routes/users.ts). */
  captchaId: string | undefined;
  /** Activity dates are offsets from this day (UTC midnight of the start). */
  baseDay: number;
}
