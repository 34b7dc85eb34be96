/**
 * Adapter of the mobile install/wake-up SDK (OpenInstall's web SDK): it opens the
 * app when installed and starts the install otherwise, handing the channel to the installed app.
 * Off, and nothing loaded, when INSTALL_SDK_KEY is unset.
 */
import { HTTP_TIMEOUT_MS } from '../../../shared/api/http-constants';
import { INSTALL_SDK_SCRIPT_URL } from '../../../shared/third-party-scripts';
import { loadScript } from '../captcha/load-script';

interface OpenInstallInstance {
  wakeupOrInstall(): boolean;
}

interface OpenInstallOptions {
  appKey: string;
  onready?: (this: OpenInstallInstance) => void;
}

type OpenInstallConstructor = new (
  options: OpenInstallOptions,
  installParams?: Record<string, string>,
) => OpenInstallInstance;

declare global {
  interface Window {
    OpenInstall?: OpenInstallConstructor;
  }
}

export interface InstallSdk {
  /** Opens the app if it is installed, else starts the install. Call it inside the click. */
  wakeupOrInstall(): void;
}

let ready: Promise<InstallSdk | null> | undefined;

async function start(appKey: string, installParams: Record<string, string>): Promise<InstallSdk> {
  await loadScript(INSTALL_SDK_SCRIPT_URL);
  const OpenInstall = window.OpenInstall;
  if (!OpenInstall) throw new Error('the install SDK loaded without defining OpenInstall');
  return new Promise<InstallSdk>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the install SDK never got ready')),
      HTTP_TIMEOUT_MS,
    );
    new OpenInstall(
      {
        appKey,
        onready() {
          clearTimeout(timer);
          resolve({ wakeupOrInstall: () => void this.wakeupOrInstall() });
        },
      },
      installParams,
    );
  });
}

/**
 * The SDK once it is ready, or null when it is off or failed (failures are only logged). Loaded
 * ahead of the click, because the wake-up must happen inside the visitor's gesture.
 */
export function loadInstallSdk(
  appKey: string | undefined,
  installParams: Record<string, string>,
): Promise<InstallSdk | null> {
  if (!appKey) return Promise.resolve(null);
  ready ??= start(appKey, installParams).catch((error: unknown) => {
    console.warn('install SDK unavailable', error);
    ready = undefined;
    return null;
  });
  return ready;
}
